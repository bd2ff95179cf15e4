import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../i18n/LocaleContext';
import { useT } from '../i18n/useT';
import { SelectField } from '../ui/SelectField';
import { countriesQuery } from './api';
import { countryOptions } from './countryNames';

export interface CountrySelectProps {
  id: string;
  label: string;
  /** The English country name ('' = none chosen yet). */
  value: string;
  onChange: (englishName: string) => void;
  error?: string | null;
  required?: boolean;
  'data-testid'?: string;
}

/**
 * The country list of GET /api/countries as a native select: names in the reader's language where the browser
 * knows them, the English name stored (docs/addresses.md). Browser-only: it is
 * drawn inside modals, which the server never renders.
 */
export function CountrySelect({ id, label, value, onChange, error, required, 'data-testid': testId }: CountrySelectProps) {
  const t = useT();
  const locale = useLocale();
  const { data: countries, isPending } = useQuery(countriesQuery);
  const options = useMemo(() => countryOptions(countries ?? [], locale), [countries, locale]);
  // A stored name the list does not have (older data) stays choosable rather than silently changing.
  const unknown = value !== '' && countries !== undefined && !options.some((o) => o.value === value);
  return (
    <SelectField id={id} label={label} value={value} error={error} required={required} disabled={isPending} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      <option value="">{isPending ? t('common.loading') : t('address.chooseCountry')}</option>
      {unknown ? <option value={value}>{value}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
