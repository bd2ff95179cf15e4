export { AddressModal, type AddressModalProps } from './AddressModal';
export { CountrySelect, type CountrySelectProps } from './CountrySelect';
export { addressLine } from './format';
export * from './api';
