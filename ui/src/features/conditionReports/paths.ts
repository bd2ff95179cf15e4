import { isAdmin, type Profile } from '../../shared/auth';
import type { Observation } from '../../shared/conditionReports';

/** The asset view a report goes back to: the admin's or the customer's. */
export function workPath(assetId: number, profile?: Pick<Profile, 'roles'> | null): string {
  return isAdmin(profile) ? `/app/admin/inventory/${assetId}` : `/app/inventory/${assetId}`;
}

/** Each observation's number as the report shows it (1, 2, …), by key: what the marks show. */
export function observationNumbers(observations: readonly Observation[]): Record<string, number> {
  return Object.fromEntries(observations.map((o, i) => [o.key, i + 1]));
}
