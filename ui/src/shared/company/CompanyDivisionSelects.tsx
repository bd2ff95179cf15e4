import { useMemo } from 'react';
import { useT } from '../i18n';
import { useMounted } from '../ui';
import { divisionOptions } from './divisionOptions';

export interface CompanyDivision {
  companyId: number | null;
  divisionId: number | null;
}

export interface CompanyDivisionSelectsProps {
  /** Ids and test ids: `${idPrefix}-company`, `${idPrefix}-division`. */
  idPrefix: string;
  /** The owner companies to choose from (the admin's lists; a customer has one and sees no company select). */
  companies: readonly { id: number; name: string }[];
  divisions: readonly { id: number; name: string; companyId: number }[];
  value: CompanyDivision;
  showCompany: boolean;
  onChange: (next: CompanyDivision) => void;
}

const NO_COMPANIES: readonly { id: number; name: string }[] = [];
const idOf = (value: string) => (value === '' ? null : Number(value));

/**
 * The list filters by owner company and division, for every list that has them (assignments, inventory; the
 * customer's and the admin's). They are not fields of the list's search form (no `name`: the form would send them
 * beside its own copies of the URL's parameters); the screen puts a change in the URL. An id in the URL that is
 * not among the choices stays shown as #id rather than silently reading "all".
 */
export function CompanyDivisionSelects({ idPrefix, companies: offered, divisions, value, showCompany, onChange }: CompanyDivisionSelectsProps) {
  const t = useT();
  const mounted = useMounted();
  const companies = showCompany ? offered : NO_COMPANIES;
  const { companyId, divisionId } = value;
  const options = useMemo(() => divisionOptions(divisions, companies, companyId), [divisions, companies, companyId]);
  const onCompany = (next: number | null) => {
    // A division of another company would leave the list empty: it goes with the company.
    const keep = divisionId !== null && divisions.some((d) => d.id === divisionId && (next === null || d.companyId === next));
    onChange({ companyId: next, divisionId: keep ? divisionId : null });
  };

  return (
    <>
      {showCompany ? (
        <div>
          <label htmlFor={`${idPrefix}-company`} className="form-label small mb-1">
            {t('list.filter.company')}
          </label>
          <select
            id={`${idPrefix}-company`}
            className="form-select form-select-sm"
            value={companyId === null ? '' : String(companyId)}
            disabled={!mounted}
            onChange={(e) => onCompany(idOf(e.target.value))}
            data-testid={`${idPrefix}-company`}
          >
            <option value="">{t('list.filter.allCompanies')}</option>
            {companyId !== null && !companies.some((c) => c.id === companyId) ? <option value={String(companyId)}>{`#${companyId}`}</option> : null}
            {companies.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${idPrefix}-division`} className="form-label small mb-1">
          {t('list.filter.division')}
        </label>
        <select
          id={`${idPrefix}-division`}
          className="form-select form-select-sm"
          value={divisionId === null ? '' : String(divisionId)}
          disabled={!mounted}
          onChange={(e) => onChange({ companyId, divisionId: idOf(e.target.value) })}
          data-testid={`${idPrefix}-division`}
        >
          <option value="">{t('list.filter.allDivisions')}</option>
          {divisionId !== null && !options.some((d) => d.id === divisionId) ? <option value={String(divisionId)}>{`#${divisionId}`}</option> : null}
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
