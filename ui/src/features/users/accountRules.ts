import { passwordChangeProblem, passwordTooShort } from '../../shared/auth';
import type { Company } from '../../shared/company/api';
import type { Account, AccountInput } from './api';

/** What the user form edits: select values are strings ('' = none), passwords as typed. */
export interface AccountDraft {
  email: string;
  firstName: string;
  lastName: string;
  companyId: string;
  companyDivisionId: string;
  roles: string[];
  businessRoles: string[];
  disabled: boolean;
  /** On add: the first password (required). On edit: a new password, or '' to keep the current one. */
  password: string;
  /** On edit only: must equal `password` (docs/accounts.md). */
  confirmPassword: string;
}

export type AccountField = 'email' | 'firstName' | 'lastName' | 'companyDivisionId' | 'password' | 'confirmPassword';
export type AccountProblem = 'required' | 'email' | 'tooShort' | 'mismatch' | 'divisionOfCompany' | 'taken';
export type AccountErrors = Partial<Record<AccountField, AccountProblem>>;

export type AccountCheck = { ok: true; input: AccountInput } | { ok: false; errors: AccountErrors };

export function emptyAccountDraft(): AccountDraft {
  return {
    email: '',
    firstName: '',
    lastName: '',
    companyId: '',
    companyDivisionId: '',
    roles: [],
    businessRoles: [],
    disabled: false,
    password: '',
    confirmPassword: '',
  };
}

export function draftFromAccount(account: Account): AccountDraft {
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    companyId: account.companyId === null ? '' : String(account.companyId),
    companyDivisionId: account.companyDivisionId === null ? '' : String(account.companyDivisionId),
    roles: [...account.roles],
    businessRoles: [...account.businessRoles],
    disabled: account.disabled,
    password: '',
    confirmPassword: '',
  };
}

// The shape only (something@something); the server has the last word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

function idOrNull(value: string): number | null {
  const n = Number(value);
  return value !== '' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Checks the user form before anything is sent and builds the request body. `id` is the account being edited
 * (none on add). Add needs a password of at least 8 characters; edit sends `newPassword` only when one was
 * typed, and only when the confirmation equals it (otherwise the confirmation is marked invalid). A division
 * must be one of the chosen company's (when the companies are known). Email is trimmed and lower-cased as the
 * server stores it; names are trimmed.
 */
export function checkAccount(draft: AccountDraft, id: number | null, companies?: readonly Company[]): AccountCheck {
  const errors: AccountErrors = {};
  const email = draft.email.trim().toLowerCase();
  const firstName = draft.firstName.trim();
  const lastName = draft.lastName.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'email';
  if (!firstName) errors.firstName = 'required';
  if (!lastName) errors.lastName = 'required';

  const companyId = idOrNull(draft.companyId);
  const companyDivisionId = companyId === null ? null : idOrNull(draft.companyDivisionId);
  if (companyId !== null && companyDivisionId !== null && companies) {
    const company = companies.find((c) => c.id === companyId);
    if (!company?.divisions.some((d) => d.id === companyDivisionId)) errors.companyDivisionId = 'divisionOfCompany';
  }

  let newPassword: string | undefined;
  if (id === null) {
    if (!draft.password) errors.password = 'required';
    else if (passwordTooShort(draft.password)) errors.password = 'tooShort';
    newPassword = draft.password;
  } else if (draft.password || draft.confirmPassword) {
    if (passwordTooShort(draft.password)) errors.password = 'tooShort';
    if (passwordChangeProblem(draft.password, draft.confirmPassword) === 'mismatch') errors.confirmPassword = 'mismatch';
    newPassword = draft.password;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const input: AccountInput = {
    email,
    firstName,
    lastName,
    companyId,
    companyDivisionId,
    roles: [...draft.roles],
    businessRoles: [...draft.businessRoles],
    disabled: draft.disabled,
  };
  if (id !== null) input.id = id;
  if (newPassword !== undefined) input.newPassword = newPassword;
  return { ok: true, input };
}

/** Toggling one role on or off, keeping the order the server offers them in. */
export function withRole(roles: readonly string[], offered: readonly string[], role: string, on: boolean): string[] {
  const next = new Set(roles);
  if (on) next.add(role);
  else next.delete(role);
  // Roles the server no longer offers stay (the server refuses them, with its message), after the offered ones.
  return [...offered.filter((r) => next.has(r)), ...[...next].filter((r) => !offered.includes(r))];
}
