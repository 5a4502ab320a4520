/** Dashboard (spec §2): the page the shell mounts at /dashboard. */
export { DashboardPage } from './components/dashboard-page';
