export { MainLayout } from './components/main-layout';
export { headerTitleFor } from './utils/header-title';
export { NAV_ITEMS } from './utils/nav-items';
