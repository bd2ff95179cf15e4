export { ASSIGNMENT_STATUSES, statusLabel, statusLabelKey, type AssignmentStatus } from './status';
export { clampProgress, progressVariant, type ProgressVariant } from './progress';
