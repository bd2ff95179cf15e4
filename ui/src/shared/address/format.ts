import type { Address } from './api';

/** One line for lists: name, street, city, post code, country, skipping what is empty. */
export function addressLine(address: Pick<Address, 'name' | 'line1' | 'line2' | 'city' | 'county' | 'postCode' | 'country'>): string {
  return [address.name, address.line1, address.line2, address.city, address.county, address.postCode, address.country]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}
