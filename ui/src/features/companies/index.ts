export { CompanyEdit } from './CompanyEdit';
export { CompaniesList } from './CompaniesList';
