import { compareValues } from '../list';

export interface DivisionOption {
  id: number;
  label: string;
}

/**
 * The division filter's choices: the reader's divisions (every company's for the admin), only the chosen
 * company's once one is chosen. Several companies may name a division alike, so while the choices span
 * companies each says whose it is.
 */
export function divisionOptions(
  divisions: readonly { id: number; name: string; companyId: number }[],
  companies: readonly { id: number; name: string }[],
  companyId: number | null,
): DivisionOption[] {
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const shown = companyId === null ? divisions : divisions.filter((d) => d.companyId === companyId);
  const spansCompanies = new Set(shown.map((d) => d.companyId)).size > 1;
  return shown
    .map((d) => {
      const company = names.get(d.companyId);
      return { id: d.id, label: spansCompanies && company ? `${company} · ${d.name}` : d.name };
    })
    .sort((a, b) => compareValues(a.label, b.label) || a.id - b.id);
}
