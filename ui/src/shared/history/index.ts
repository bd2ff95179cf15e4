export { historyQuery, type HistoryEvent, type HistorySubject } from './api';
export { HistoryTimeline } from './HistoryTimeline';
export { historyActor, historyText, shipmentName } from './historyText';
