export { MainLayout } from './components/main-layout';
export { NAV_ITEMS } from './utils/nav-items';
