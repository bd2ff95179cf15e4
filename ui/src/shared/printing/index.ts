export { CONDITION_REPORTS_PATH, LABELS_PATH, LABEL_LAYOUTS, parseLayout, printConditionReports, printLabels, type LabelLayout } from './api';
export { PrintLabels, type PrintLabelsProps } from './PrintLabels';
