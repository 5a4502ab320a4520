/**
 * The build-time renderer of the public pages (docs/adr/0028-prerendered-public-pages.md), bundled
 * for Node by the shell's Rsbuild build and run once per page of
 * PRERENDERED_PAGES after the browser build (see prerender-plugin.ts at the app's root).
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from '@pulse/router/server';
import { AppProvider } from '../provider';
import { routes } from '../routes/routes';

export { APP_SHELL_FILE, PRERENDERED_PAGES } from './prerendered-pages';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** `<style data-emotion>` tags of every Chakra style the markup uses, for the `<head>`. */
  styles: string;
}

/**
 * Renders `url` signed out, as the browser's first render will: the route's lazy page resolved,
 * Chakra's styles collected by an emotion cache with the browser's key (`css`), so the browser's
 * emotion takes the tags over instead of inserting them again.
 * @throws Error when the route redirects or fails to render
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  if (context.errors) throw new Error(`${url} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </CacheProvider>,
  );
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
}
