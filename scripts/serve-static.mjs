#!/usr/bin/env node
/**
 * Serves one built front-end app (shell or remote) the way a CDN would, for `pnpm start`, the
 * browser tests and the benchmarks.
 *
 *   node scripts/serve-static.mjs <dist-dir> <port> [--spa] [--api <origin>] [--remotes <file>]
 *
 * --spa      unknown paths answer the app's page (the shell's client-side routes, deep links): the
 *            prerendered page whose pattern the path matches (`prerendered.json`, written by the
 *            shell's build, see apps/shell/src/app/prerender/prerendered-pages.ts), else its
 *            plain app shell; index.html when the build has no `prerendered.json`
 * --api      proxies /api/* to that origin, so the browser talks to one origin
 * --remotes  answers /remotes.json from that file instead of the built one (per-environment URLs)
 * Every response allows cross-origin reads: remotes' manifests and chunks are fetched by the shell.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import fastifyCompress from '@fastify/compress';

const [dir, portArg, ...flags] = process.argv.slice(2);
if (!dir || !portArg) {
  console.error(
    'usage: serve-static.mjs <dist-dir> <port> [--spa] [--api <origin>] [--remotes <file>]',
  );
  process.exit(2);
}
const flag = (name) => {
  const i = flags.indexOf(name);
  return i === -1 ? undefined : flags[i + 1];
};
const root = path.resolve(dir);
const spa = flags.includes('--spa');
const api = flag('--api');
const remotesFile = flag('--remotes');
const host = process.env.HOST ?? '127.0.0.1';

/** `{ fallback, pages: [{ pattern, file }] }` of a shell build with prerendered pages, else null. */
async function readPrerendered() {
  try {
    return JSON.parse(await readFile(path.join(root, 'prerendered.json'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}
const prerendered = spa ? await readPrerendered() : null;

/** `/verify-email/:token` matches `/verify-email/abc`: `:name` is one non-empty segment. */
function matches(pattern, pathname) {
  if (pattern === '/') return pathname === '/' || pathname === '';
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]))
  );
}

/** The HTML file that answers a page URL in --spa mode. */
function pageFile(url) {
  if (!prerendered) return 'index.html';
  const pathname = url.split('?')[0] ?? '/';
  return (
    prerendered.pages.find((page) => matches(page.pattern, pathname))?.file ?? prerendered.fallback
  );
}

const app = Fastify({
  logger: false,
  // A page link with a malformed escape (`/verify-email/zzz%zz`, a mangled e-mail link) is still a
  // page: the app shows its own error screen instead of the router's JSON 400.
  frameworkErrors: async (error, request, reply) => {
    if (spa && error.code === 'FST_ERR_BAD_URL' && request.method === 'GET') {
      return reply
        .type('text/html')
        .header('Cache-Control', 'no-cache')
        .send(await readFile(path.join(root, pageFile(request.url))));
    }
    return reply.code(400).send({ error: 'Bad request', code: error.code ?? 'BAD_REQUEST' });
  },
});
await app.register(fastifyCompress, { global: true });
app.addHook('onSend', async (_request, reply) => {
  reply.header('Access-Control-Allow-Origin', '*');
});
if (api) {
  app.register(fastifyProxy, {
    upstream: api,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      onError: (reply) =>
        reply.code(502).send({ error: 'The Pulse API is not reachable', code: 'API_UNREACHABLE' }),
    },
  });
}
if (remotesFile) {
  app.get('/remotes.json', async (_request, reply) =>
    reply
      .type('application/json')
      .header('Cache-Control', 'no-cache')
      .send(await readFile(remotesFile)),
  );
}
app.register(fastifyStatic, {
  root,
  // Hashed assets are immutable; the HTML and the manifests must be revalidated.
  setHeaders(reply, filePath) {
    const immutable = /\/static\//.test(filePath);
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
app.setNotFoundHandler((request, reply) => {
  const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
  if (spa && wantsPage) return reply.type('text/html').sendFile(pageFile(request.url));
  return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
});

app.listen({ port: Number(portArg), host }).then(
  () =>
    console.log(
      `serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${portArg}`,
    ),
  (error) => {
    console.error(`cannot serve ${root} on port ${portArg}: ${error.message}`);
    process.exit(1);
  },
);
