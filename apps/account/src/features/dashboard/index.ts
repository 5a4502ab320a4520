/** Dashboard: the page the shell mounts at /dashboard. */
export { DashboardPage } from './components/dashboard-page';
