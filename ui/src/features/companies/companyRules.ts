import { CURRENCIES, GROUP_BRANDS, type Company, type Division, type GroupBrand } from '../../shared/company/api';
import type { CompanyInput, DivisionInput } from './api';

/**
 * An invoice addressee as compared and sent: line ends unified, trailing spaces of each line and whitespace
 * around the whole text dropped; null when nothing is left.
 */
export function normalizeAddressee(text: string | null | undefined): string | null {
  const lines = (text ?? '').replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd());
  const joined = lines.join('\n').trim();
  return joined === '' ? null : joined;
}

export interface CompanyDraft {
  name: string;
  currencies: string[];
  groupBrand: GroupBrand;
  addressee: string;
}

export type CompanyCheck = { ok: true; input: CompanyInput } | { ok: false; errors: { name?: 'required' } };

export function emptyCompanyDraft(): CompanyDraft {
  return { name: '', currencies: [], groupBrand: GROUP_BRANDS[0], addressee: '' };
}

export function draftFromCompany(company: Company): CompanyDraft {
  return { name: company.name, currencies: [...company.currencies], groupBrand: company.groupBrand, addressee: company.invoice.addressee ?? '' };
}

/** Name required; currencies only the offered ones, once each, in their order; `id` on edit. */
export function checkCompany(draft: CompanyDraft, id: number | null): CompanyCheck {
  const name = draft.name.trim();
  if (!name) return { ok: false, errors: { name: 'required' } };
  const input: CompanyInput = {
    name,
    currencies: CURRENCIES.filter((c) => draft.currencies.includes(c)),
    invoice: { addressee: normalizeAddressee(draft.addressee) },
    groupBrand: draft.groupBrand,
  };
  if (id !== null) input.id = id;
  return { ok: true, input };
}

export interface DivisionDraft {
  name: string;
  addressee: string;
}

export function draftFromDivision(division: Division | null): DivisionDraft {
  return { name: division?.name ?? '', addressee: division?.invoice.addressee ?? '' };
}

/**
 * A division save is sent only when a field changed. A division not yet saved (`saved` null)
 * always counts as changed; otherwise the name (trimmed) and the addressee (normalised) are compared, so
 * whitespace the server would drop anyway is no change.
 */
export function divisionChanged(saved: Division | null, draft: DivisionDraft): boolean {
  if (!saved) return true;
  return saved.name.trim() !== draft.name.trim() || normalizeAddressee(saved.invoice.addressee) !== normalizeAddressee(draft.addressee);
}

export type DivisionCheck = { ok: true; input: DivisionInput } | { ok: false; errors: { name?: 'required' } };

/** The POST (no id) or PUT body of a division of `companyId`; the name is required. */
export function checkDivision(companyId: number, saved: Division | null, draft: DivisionDraft): DivisionCheck {
  const name = draft.name.trim();
  if (!name) return { ok: false, errors: { name: 'required' } };
  const input: DivisionInput = { companyId, name, invoice: { addressee: normalizeAddressee(draft.addressee) } };
  if (saved) input.id = saved.id;
  return { ok: true, input };
}

/** The company with `division` put in place of the one with its id, or added at the end. */
export function withDivision(company: Company, division: Division): Company {
  const known = company.divisions.some((d) => d.id === division.id);
  return { ...company, divisions: known ? company.divisions.map((d) => (d.id === division.id ? division : d)) : [...company.divisions, division] };
}

export function withoutDivision(company: Company, divisionId: number): Company {
  return { ...company, divisions: company.divisions.filter((d) => d.id !== divisionId) };
}
