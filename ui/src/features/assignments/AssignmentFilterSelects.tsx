import { useLocation, useNavigate } from 'react-router';
import { CompanyDivisionSelects } from '../../shared/company/CompanyDivisionSelects';
import { withFilters, type AssignmentFilters } from './listFilters';

export interface FilterSelectsProps {
  /** The owner companies to choose from (the admin's; a customer has one). */
  companies: readonly { id: number; name: string }[];
  divisions: readonly { id: number; name: string; companyId: number }[];
  filters: AssignmentFilters;
  showCompany: boolean;
  search: string;
}

/** The assignment lists' company and division selects: a change goes straight to the URL, back to page 1. */
export function AssignmentFilterSelects({ companies, divisions, filters, showCompany, search }: FilterSelectsProps) {
  const navigate = useNavigate();
  // The customer's list and the admin's share these: each stays on its own path.
  const { pathname } = useLocation();
  return (
    <CompanyDivisionSelects
      idPrefix="assignments"
      companies={companies}
      divisions={divisions}
      value={filters}
      showCompany={showCompany}
      onChange={(next) => navigate({ pathname, search: withFilters(search, next) }, { preventScrollReset: true })}
    />
  );
}
