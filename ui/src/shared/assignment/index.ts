// statusChoices (the status select's table) is imported from its own file: through this index the table would
// land in every page's first load (the dashboard imports this index).
export { ASSIGNMENT_STATUSES, statusLabel, statusLabelKey, type AssignmentStatus } from './status';
export { clampProgress, progressVariant, type ProgressVariant } from './progress';
export { statusIcon, type StatusIconName } from './icon';
export { StatusIcon, statusIconLabels } from './StatusIcon';
export { ageFormatter, ageText, type AgeText } from './age';
export {
  DRAFT_KEY,
  EMPTY_DRAFT,
  SAME_DIVISION_ERROR,
  addToDraft,
  clearDraft,
  draftAssetOf,
  isInDraft,
  parseDraft,
  readDraft,
  removeFromDraft,
  useDraft,
  writeDraft,
  type AddResult,
  type Draft,
  type DraftAsset,
  type SetDraft,
} from './draft';
