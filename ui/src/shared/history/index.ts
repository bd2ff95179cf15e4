export { historyQuery, type HistoryEvent, type HistorySubject } from './api';
export { HistoryTimeline } from './HistoryTimeline';
export { historyActor, historyText } from './historyText';
