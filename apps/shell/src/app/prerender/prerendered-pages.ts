/**
 * THE list of pages prerendered to HTML at build time and hydrated in the browser
 * (docs/adr/0028-prerendered-public-pages.md). To prerender another public page
 * (a password reset, an invitation, a sign-in step), add its route here and nothing else: the build
 * writes `file`, lists it in `dist/prerendered.json`, and `scripts/serve-static.mjs --spa` answers
 * every URL matching `pattern` with it.
 *
 * Only signed-out pages belong here: the HTML is the same for everyone, and a page whose first
 * render depends on the user, the clock or the browser would not hydrate to the same markup.
 * The page's first render must not depend on its URL parameters beyond what `url` shows either
 * (the verify-email page first shows "Verifying your email..." whatever the token).
 */
export interface PrerenderedPage {
  /** The route as the router declares it, `:name` for a parameter: `/verify-email/:token`. */
  pattern: string;
  /** The URL rendered at build time: `pattern` with sample parameters. */
  url: string;
  /** Written into the build folder, relative to it. */
  file: string;
  /**
   * Which build hydrates it: `public`, the light entry of the pages a signed-out visitor lands on
   * (src/public-entry.tsx, its pages in src/app/public/public-routes.ts), or `app`, the full app.
   */
  entry: 'public' | 'app';
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { pattern: '/', url: '/', file: 'index.html', entry: 'public' },
  { pattern: '/signup', url: '/signup', file: 'signup.html', entry: 'public' },
  {
    pattern: '/verify-email/:token',
    url: '/verify-email/token',
    file: 'verify-email.html',
    entry: 'public',
  },
  {
    pattern: '/forgot-password',
    url: '/forgot-password',
    file: 'forgot-password.html',
    entry: 'app',
  },
  { pattern: '/reset-password', url: '/reset-password', file: 'reset-password.html', entry: 'app' },
];

/**
 * The HTML of every other route: the plain app shell that renders in the browser. `/` is a
 * prerendered page, so this cannot be `index.html`.
 */
export const APP_SHELL_FILE = 'app.html';
