export { ASSIGNMENT_STATUSES, statusLabel, statusLabelKey, type AssignmentStatus } from './status';
export { STATUS_CHOICES, choiceIndexOf, closesAssignment, suggestedProgress, type StatusChoice } from './statusChoices';
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
