/**
 * Rsbuild plugin: after the browser build, writes the prerendered public pages into it
 * (docs/adr/0028-prerendered-public-pages.md, "Front end: prerendered public pages"). The `prerender` environment bundles
 * src/app/prerender/render-page.tsx for Node; this runs it once per page of PRERENDERED_PAGES and
 * puts the markup into `#root` (marked `data-prerendered`, which tells the browser to hydrate) and
 * Chakra's styles into the `<head>` of the built index.html. A page of the light entry (`entry:
 * 'public'`) loads that entry's scripts instead of the app's. It also writes the plain app shell for
 * every other route, and `prerendered.json` (pattern → file) for the static server.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import type * as Renderer from './src/app/prerender/render-page';
import { withScripts } from './src/app/prerender/page-scripts';

const MOUNT = '<div id="root"></div>';

/** What this plugin reads of an Rsbuild manifest (`output.manifest`). */
interface Manifest {
  entries: Record<string, { initial?: { js?: string[] } }>;
}

/** The initial scripts of a build's one entry, from its manifest file. */
async function entryScripts(dist: string, manifestFile: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(dist, manifestFile), 'utf8')) as Manifest;
  const entries = Object.values(manifest.entries);
  if (entries.length !== 1) throw new Error(`prerender: ${manifestFile} must list one entry`);
  return entries[0]?.initial?.js ?? [];
}

export function pluginPrerender({
  browser,
  light,
  node,
}: {
  browser: string;
  light: string;
  node: string;
}): RsbuildPlugin {
  return {
    name: 'pulse:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments, stats }) => {
        if (stats?.hasErrors()) return;
        const web = environments[browser]?.distPath;
        const lightDist = environments[light]?.distPath;
        const server = environments[node]?.distPath;
        if (!web || !lightDist || !server) {
          throw new Error('prerender: the three build environments are required');
        }
        const renderer = (await import(
          pathToFileURL(path.join(server, 'index.js')).href
        )) as typeof Renderer;
        const template = await readFile(path.join(web, 'index.html'), 'utf8');
        if (!template.includes(MOUNT)) throw new Error(`prerender: index.html has no ${MOUNT}`);
        await writeFile(path.join(web, renderer.APP_SHELL_FILE), template);
        const lightTemplate = withScripts(
          template,
          await entryScripts(web, 'app-manifest.json'),
          await entryScripts(lightDist, 'public-manifest.json'),
        );
        for (const page of renderer.PRERENDERED_PAGES) {
          const { html, styles } = await renderer.renderPage(page.url);
          const document = (page.entry === 'public' ? lightTemplate : template)
            .replace('</head>', `${styles}</head>`)
            .replace(MOUNT, `<div id="root" data-prerendered="${page.pattern}">${html}</div>`);
          const file = path.join(web, page.file);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, document);
        }
        await writeFile(
          path.join(web, 'prerendered.json'),
          `${JSON.stringify(
            {
              fallback: renderer.APP_SHELL_FILE,
              pages: renderer.PRERENDERED_PAGES.map(({ pattern, file }) => ({ pattern, file })),
            },
            null,
            2,
          )}\n`,
        );
      });
    },
  };
}
