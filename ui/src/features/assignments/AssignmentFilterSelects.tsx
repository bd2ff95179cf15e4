import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../shared/i18n';
import { useMounted } from '../../shared/ui';
import { divisionOptions } from '../../shared/company/divisionOptions';
import { withFilters, type AssignmentFilters } from './listFilters';

const NO_COMPANIES: readonly { id: number; name: string }[] = [];

export interface FilterSelectsProps {
  /** The owner companies to choose from (the admin's; a customer has one). */
  companies: readonly { id: number; name: string }[];
  divisions: readonly { id: number; name: string; companyId: number }[];
  filters: AssignmentFilters;
  showCompany: boolean;
  search: string;
}

/**
 * The company (admin only: a customer has one) and division selects. They are not fields of the list's search
 * form: a change goes straight to the URL (back to page 1), and the form keeps them as hidden fields.
 */
export function AssignmentFilterSelects({ companies: offered, divisions, filters, showCompany, search }: FilterSelectsProps) {
  const t = useT();
  const navigate = useNavigate();
  // The customer's list and the admin's share these: each stays on its own path.
  const { pathname } = useLocation();
  const mounted = useMounted();
  const companies = showCompany ? offered : NO_COMPANIES;
  const { companyId } = filters;
  const options = useMemo(() => divisionOptions(divisions, companies, companyId), [divisions, companies, companyId]);
  const go = (next: AssignmentFilters) => navigate({ pathname, search: withFilters(search, next) }, { preventScrollReset: true });
  const idOf = (value: string) => (value === '' ? null : Number(value));

  return (
    <>
      {showCompany ? (
        <div>
          <label htmlFor="assignments-company" className="form-label small mb-1">
            {t('assignment.list.company')}
          </label>
          <select
            id="assignments-company"
            className="form-select form-select-sm"
            value={filters.companyId === null ? '' : String(filters.companyId)}
            disabled={!mounted}
            onChange={(e) => {
              const nextCompany = idOf(e.target.value);
              // A division of another company would leave the list empty: it goes with the company.
              const keep = filters.divisionId !== null && divisions.some((d) => d.id === filters.divisionId && (nextCompany === null || d.companyId === nextCompany));
              go({ companyId: nextCompany, divisionId: keep ? filters.divisionId : null });
            }}
            data-testid="assignments-company"
          >
            <option value="">{t('assignment.list.allCompanies')}</option>
            {filters.companyId !== null && !companies.some((c) => c.id === filters.companyId) ? <option value={String(filters.companyId)}>{`#${filters.companyId}`}</option> : null}
            {companies.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="assignments-division" className="form-label small mb-1">
          {t('assignment.list.division')}
        </label>
        <select
          id="assignments-division"
          className="form-select form-select-sm"
          value={filters.divisionId === null ? '' : String(filters.divisionId)}
          disabled={!mounted}
          onChange={(e) => go({ companyId, divisionId: idOf(e.target.value) })}
          data-testid="assignments-division"
        >
          <option value="">{t('assignment.list.allDivisions')}</option>
          {filters.divisionId !== null && !options.some((d) => d.id === filters.divisionId) ? <option value={String(filters.divisionId)}>{`#${filters.divisionId}`}</option> : null}
          {options.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
