export * from './api';
export { fromAnnotation, newMarkId, toAnnotation, type Annotation, type Mark, type Shape } from './annotations';
export { ConditionReportHistory } from './ConditionReportHistory';
export { asRotation, type PhotoFrame, type Rotation } from './geometry';
export { MarkedPhoto, type Tool } from './MarkedPhoto';
