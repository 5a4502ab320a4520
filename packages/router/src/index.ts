/**
 * @pulse/router: the parts of React Router the product uses, re-exported by name.
 *
 * Why: Module Federation shares a package whole, without tree-shaking. Shared directly,
 * react-router costs ~60 KB gzip on every first load, most of it server code the browser never
 * runs. Shared through this package, the shared chunk holds only these exports (~31 KB) and is
 * still one router instance for the shell and every remote. Apps import routing only from here
 * (lint enforces it); add a name here when a page needs it.
 */
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  useHref,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  RouteObject,
  SetURLSearchParams,
} from 'react-router';
