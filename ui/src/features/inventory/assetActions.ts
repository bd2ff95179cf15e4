/**
 * Which asset actions can work, so a screen offers only those and says why the others are not there. The
 * rules follow the server's refusals, which stay in place for anything the screen did not know.
 */
import type { Asset, AssetRow } from './api';

/** Why Delete cannot work: the asset is on an assignment, or has storage records. */
export type DeleteBlock = 'assignment' | 'storage';

/**
 * Why the server would refuse to delete this asset (server `features/inventory/write.rs` `delete`): it is on
 * an assignment, completed ones included, since their records need it (`assignmentId` names the open one,
 * else the newest completed one, so it is set for any), or it has storage history. null: it can go.
 */
export function deleteBlock(asset: Pick<Asset, 'assignmentId' | 'storage'>): DeleteBlock | null {
  if (asset.assignmentId !== null) return 'assignment';
  if (asset.storage.length > 0) return 'storage';
  return null;
}

/**
 * Whether "Add to draft" can work: not while the asset is on an open assignment (`hasAssignment`; a
 * completed one does not count, as in the server's check when the assignment is created). An asset already
 * in the draft can always be taken out again.
 */
export function canAddToDraft(asset: Pick<AssetRow, 'hasAssignment'>): boolean {
  return !asset.hasAssignment;
}
