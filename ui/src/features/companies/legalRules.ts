/**
 * The buyer's legal data form (docs/invoices.md): what it checks before asking the server, and which fields
 * the server's refusal names. The VAT number's form (prefix, length, check digits) is checked by the server
 * only, with the same rules it applies when it issues.
 */
import type { BuyerLegal, BuyerLegalInput } from './api';

export const LEGAL_FIELDS = ['legalName', 'street', 'postcode', 'city', 'country', 'vatNumber'] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

export type LegalDraft = Record<LegalField, string>;

/** Why a field is marked: left empty, not two letters, or refused by the server. */
export type LegalError = 'required' | 'countryCode' | 'refused';
export type LegalErrors = Partial<Record<LegalField, LegalError>>;

export function emptyLegalDraft(): LegalDraft {
  return { legalName: '', street: '', postcode: '', city: '', country: '', vatNumber: '' };
}

/** The form's text from the saved data (every field as text, even from a partial answer). */
export function draftFromLegal(legal: Partial<BuyerLegal> | null | undefined): LegalDraft {
  const draft = emptyLegalDraft();
  for (const field of LEGAL_FIELDS) draft[field] = legal?.[field] ?? '';
  return draft;
}

export type LegalCheck = { ok: true; input: BuyerLegalInput } | { ok: false; errors: LegalErrors };

/** Legal name, city and a two-letter country required (the server says whether it knows the country). */
export function checkLegal(draft: LegalDraft): LegalCheck {
  const errors: LegalErrors = {};
  if (!draft.legalName.trim()) errors.legalName = 'required';
  if (!draft.city.trim()) errors.city = 'required';
  const country = draft.country.trim().toUpperCase();
  if (!country) errors.country = 'required';
  else if (!/^[A-Z]{2}$/.test(country)) errors.country = 'countryCode';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      legalName: draft.legalName.trim(),
      street: draft.street.replace(/\r\n?/g, '\n').trim(),
      postcode: draft.postcode.trim(),
      city: draft.city.trim(),
      country,
      vatNumber: draft.vatNumber.trim(),
    },
  };
}

/** The fields of this form a 422 of `PUT …/legal` names (its `fields`): the form marks these, the toast says the server's words. */
export function refusedFields(fields: readonly string[]): LegalField[] {
  return LEGAL_FIELDS.filter((field) => fields.includes(field));
}
