/**
 * @pulse/router/server: React Router's static rendering, for the shell's build-time prerender of the
 * public pages (docs/adr/0028-prerendered-public-pages.md). Only the Node build
 * imports it; it is not a shared module, so the browser never downloads it.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export type { StaticHandlerContext } from 'react-router';
