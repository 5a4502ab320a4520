/**
 * @pulse/router/server: React Router's static rendering, for the shell's build-time prerender of the
 * public pages (docs/decisions.md, "Front end: prerendered public pages"). Only the Node build
 * imports it; it is not a shared module, so the browser never downloads it.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export type { StaticHandlerContext } from 'react-router';
