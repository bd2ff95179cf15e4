export { NotFound } from './NotFound';
export { NotYetAvailable } from './NotYetAvailable';
