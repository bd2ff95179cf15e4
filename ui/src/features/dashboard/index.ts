export { Dashboard } from './Dashboard';
export { statsQuery, type DashboardStats } from './api';
