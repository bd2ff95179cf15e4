import type { AddressInput } from './api';

export type AddressField = 'name' | 'line1' | 'line2' | 'city' | 'county' | 'postCode' | 'country';
export type AddressDraft = Record<AddressField, string>;

export function emptyAddressDraft(): AddressDraft {
  return { name: '', line1: '', line2: '', city: '', county: '', postCode: '', country: '' };
}

/** The draft of a stored address, to correct it. */
export function addressDraftOf(address: Pick<AddressInput, AddressField>): AddressDraft {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    name: text(address.name),
    line1: address.line1,
    line2: text(address.line2),
    city: address.city,
    county: text(address.county),
    postCode: text(address.postCode),
    country: address.country,
  };
}

const REQUIRED: readonly AddressField[] = ['line1', 'city', 'country'];

export type AddressCheck = { ok: true; input: AddressInput } | { ok: false; missing: AddressField[] };

/** Line 1, city and country are needed; the rest is optional and sent as null when empty (docs/addresses.md). */
export function checkAddress(companyDivisionId: number, draft: AddressDraft): AddressCheck {
  const value = (field: AddressField) => draft[field].trim();
  const missing = REQUIRED.filter((field) => value(field) === '');
  if (missing.length > 0) return { ok: false, missing };
  const optional = (field: AddressField) => value(field) || null;
  return {
    ok: true,
    input: {
      companyDivisionId,
      name: optional('name'),
      line1: value('line1'),
      line2: optional('line2'),
      city: value('city'),
      county: optional('county'),
      postCode: optional('postCode'),
      country: value('country'),
    },
  };
}
