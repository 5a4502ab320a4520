import {
  array,
  check,
  is,
  number,
  object,
  optional,
  pipe,
  regex,
  startsWith,
  string,
} from 'valibot';
import type { RemoteRoutes } from './index';

const roles = optional(array(string()));
const navEntry = object({
  label: string(),
  path: pipe(string(), startsWith('/')),
  icon: string(),
  order: number(),
  roles,
});
const declaration = object({
  routes: array(
    object({
      path: pipe(
        string(),
        check((path) => !path.startsWith('/')),
      ),
      page: pipe(string(), regex(/^[A-Za-z][A-Za-z0-9]*$/)),
      title: string(),
      roles,
    }),
  ),
  nav: optional(navEntry),
  moreNav: optional(array(navEntry)),
});

/**
 * Whether a remote's `./routes` export, as a shell receives it at run time, has the shape of
 * `RemoteRoutes`: it comes from another build, so its type cannot be trusted. Fields this version
 * of the contract does not know are left alone (a newer remote may add some).
 */
export const isRemoteRoutes = (value: unknown): value is RemoteRoutes => is(declaration, value);
