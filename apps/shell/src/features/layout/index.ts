export { MainLayout } from './components/main-layout';
export { headerTitleOf } from './utils/header-title';
export type { LayoutRouteHandle } from './utils/header-title';
export { NAV_ITEMS } from './utils/nav-items';
