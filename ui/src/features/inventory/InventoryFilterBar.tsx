import { CompanyDivisionSelects } from '../../shared/company/CompanyDivisionSelects';
import type { Division } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { Switch } from '../../shared/ui';
import type { InventoryFilters } from './listFilters';

type Filters = InventoryFilters & { companyId?: number | null };

export interface InventoryFilterBarProps<F extends Filters> {
  /** `inventory` (the customer's list) or `admin-inventory`: the ids and test ids of the fields. */
  idPrefix: string;
  filters: F;
  /** The owner companies (the admin's list); without them there is no company select. */
  companies?: readonly { id: number; name: string }[];
  divisions: readonly Division[];
  onChange: (next: F) => void;
}

const NO_COMPANIES: readonly { id: number; name: string }[] = [];

/** The inventory lists' filters: company (the admin's), division, and the hidden switch; each change goes to the URL. */
export function InventoryFilterBar<F extends Filters>({ idPrefix, filters, companies, divisions, onChange }: InventoryFilterBarProps<F>) {
  const t = useT();
  return (
    <>
      <CompanyDivisionSelects
        idPrefix={idPrefix}
        companies={companies ?? NO_COMPANIES}
        divisions={divisions}
        value={{ companyId: filters.companyId ?? null, divisionId: filters.divisionId }}
        showCompany={companies !== undefined}
        onChange={(next) => onChange(companies ? { ...filters, ...next } : { ...filters, divisionId: next.divisionId })}
      />
      <Switch
        id={`${idPrefix}-hidden`}
        className="mb-1"
        label={t('inventory.includeHidden')}
        checked={filters.includeHidden}
        onChange={(includeHidden) => onChange({ ...filters, includeHidden })}
        data-testid={`${idPrefix}-hidden`}
      />
    </>
  );
}
