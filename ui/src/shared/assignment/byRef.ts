import { apiFetch, isNotFound } from '../api/client';
import type { Dto } from '../api/schemas';
import { ALREADY_IN_LIST, addListed, type ListedAssignment } from '../storage/storedList';

/** The warning for a reference no assignment has (the server's 404 says the same; docs/assignments.md). */
export const INVALID_ASSIGNMENT_REFERENCE = 'Invalid Assignment Reference';

/** What GET /api/admin/assignment/ref/{ref} answers (the admin list's row); what a picker keeps of it. */
export type AssignmentByRef = Pick<
  Dto<'AssignmentRow'>,
  'id' | 'ref' | 'companyName' | 'companyDivision' | 'status' | 'progress' | 'completed' | 'assetCount' | 'pieces'
>;

export type RefLookup =
  | { kind: 'added'; entries: readonly ListedAssignment[]; found: AssignmentByRef }
  | { kind: 'duplicate'; found: AssignmentByRef }
  | { kind: 'invalid' }
  | { kind: 'blank' };

/**
 * Adds the assignment of `reference` to `entries` (a shipment's or a purchase invoice's; docs/shipments.md): an
 * unknown reference is 'Invalid Assignment Reference'; one already in the list is logged as 'Assignment
 * already in list' and the list stays as it was. Other failures throw (the API client has shown them).
 */
export async function addByReference(entries: readonly ListedAssignment[], reference: string): Promise<RefLookup> {
  const ref = reference.trim();
  if (!ref) return { kind: 'blank' };
  let found: AssignmentByRef;
  try {
    found = await apiFetch<AssignmentByRef>(`/api/admin/assignment/ref/${encodeURIComponent(ref)}`, { callerShowsError: isNotFound });
  } catch (error) {
    if (isNotFound(error)) return { kind: 'invalid' };
    throw error;
  }
  const added = addListed(entries, found);
  if (added.duplicate) {
    console.log(ALREADY_IN_LIST, found.ref);
    return { kind: 'duplicate', found };
  }
  return { kind: 'added', entries: added.entries, found };
}
