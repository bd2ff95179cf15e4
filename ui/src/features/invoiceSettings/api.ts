import { apiFetch } from '../../shared/api/client';
import type { Dto, Schema } from '../../shared/api/schemas';

/** A brand's seller settings with what it still lacks (server: features/invoice_parties). */
export type SellerSettings = Dto<'SellerSettingsDto'>;
export type SellerSettingsInput = Schema<'SellerSettingsInput'>;

export const SELLER_SETTINGS = ['admin', 'sellerSettings'] as const;

export const sellerSettingsQuery = {
  queryKey: SELLER_SETTINGS,
  queryFn: () => apiFetch<SellerSettings[]>('/api/admin/seller-settings'),
};

export function saveSellerSettings(brand: string, input: SellerSettingsInput): Promise<SellerSettings> {
  return apiFetch<SellerSettings>(`/api/admin/seller-settings/${encodeURIComponent(brand)}`, { method: 'PUT', json: input });
}

/** The form's text fields, in the screen's order. */
export const TEXT_FIELDS = ['legalName', 'postcode', 'city', 'country', 'vatNumber', 'registrationNumber', 'iban', 'bic'] as const;

/** What the form edits: every field as text. */
export interface SellerForm {
  legalName: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  vatNumber: string;
  registrationNumber: string;
  iban: string;
  bic: string;
  accountText: string;
  paymentTermsDays: string;
  footer: string;
}

export function formOf(s: SellerSettings): SellerForm {
  return {
    legalName: s.legalName,
    street: s.street,
    postcode: s.postcode,
    city: s.city,
    country: s.country,
    vatNumber: s.vatNumber,
    registrationNumber: s.registrationNumber,
    iban: s.iban,
    bic: s.bic,
    accountText: s.accountText,
    paymentTermsDays: s.paymentTermsDays === null || s.paymentTermsDays === undefined ? '' : String(s.paymentTermsDays),
    footer: s.footer,
  };
}

/** The save: empty payment terms are none; other text as typed (the server checks and trims it). */
export function inputOf(f: SellerForm): SellerSettingsInput {
  const days = f.paymentTermsDays.trim();
  return { ...f, paymentTermsDays: days === '' ? null : Number(days) };
}

/** The first and last day of the month of `today` (`YYYY-MM-DD`), the export's default period. */
export function monthOf(today: string): { from: string; to: string } {
  const [y, m] = today.slice(0, 10).split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

export function journalPath(kind: 'csv' | 'xlsx', from: string, to: string): string {
  return `/api/admin/accounting/journal.${kind}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

/** The server names what a brand lacks in English (`features/invoice_parties/seller.rs`): each one's words here. */
const MISSING: Record<string, string> = {
  'legal name': 'legalName',
  address: 'address',
  city: 'city',
  country: 'country',
  'VAT number': 'vatNumber',
  'registration number': 'registrationNumber',
  'bank account (IBAN and BIC, or account text)': 'bankAccount',
  'payment terms': 'paymentTerms',
};

/** The i18n key of a missing item, or null for one this screen does not know (shown as the server said it). */
export function missingKey(item: string): string | null {
  return item in MISSING ? `einvoice.missing.${MISSING[item]}` : null;
}
