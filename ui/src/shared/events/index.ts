export { LiveUpdates } from './LiveUpdates';
export { liveCue, useChangedAssignments } from './changed';
export { connectLive, retryDelay, type LiveConnection } from './connection';
export { describeLiveEvent, parseLiveEvent, staleQueries, type LiveEvent } from './liveEvent';
