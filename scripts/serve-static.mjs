#!/usr/bin/env node
/**
 * Serves one built front-end app (shell or remote) the way a CDN would, for `pnpm start`, the
 * browser tests and the benchmarks.
 *
 *   node scripts/serve-static.mjs <dist-dir> <port> [--spa] [--api <origin>] [--remotes <file>]
 *     [--shell-origin <origins>] [--csp-allow <origins>] [--hsts]
 *
 * --spa           unknown paths answer the app's page (the shell's client-side routes, deep links):
 *                 the prerendered page whose pattern the path matches (`prerendered.json`, written
 *                 by the shell's build, see apps/shell/src/app/prerender/prerendered-pages.ts), else
 *                 its plain app shell; index.html when the build has no `prerendered.json`
 * --api           proxies /api/* to that origin, so the browser talks to one origin
 * --remotes       answers /remotes.json from that file instead of the built one (per-environment URLs)
 * --shell-origin  comma-separated origins of the shells that load this app's files cross-origin
 *                 (PULSE_SHELL_ORIGIN; default: the local shell, http://localhost:3000
 *                 and http://127.0.0.1:3000): only they get CORS headers
 * --csp-allow     comma-separated origins the shell's pages may also load code from, beyond the
 *                 remotes manifest's (PULSE_CSP_ALLOW): a remote the dev override points at; a
 *                 `ws://` or `wss://` origin (that remote dev server's live reload) is added to
 *                 connect-src only, and only for a build with the override (`dev-override.json`)
 * --hsts          always send Strict-Transport-Security (PULSE_HSTS=1); without it HSTS goes only
 *                 with responses to TLS requests (a proxy's `X-Forwarded-Proto: https`)
 *
 * Security headers on every response (docs/delivery.md, "Security headers"): a Content Security
 * Policy whose remote origins are read from the remotes manifest being served, no framing,
 * nosniff, a referrer policy; methods other than GET, HEAD and OPTIONS answer 405 (CONNECT too,
 * then the connection closes).
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import helmet from 'helmet';

const [dir, portArg, ...flags] = process.argv.slice(2);
if (!dir || !portArg) {
  console.error(
    'usage: serve-static.mjs <dist-dir> <port> [--spa] [--api <origin>] [--remotes <file>] ' +
      '[--shell-origin <origins>] [--csp-allow <origins>] [--hsts]',
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
const hsts = flags.includes('--hsts') || process.env.PULSE_HSTS === '1';

/**
 * The origins of a comma-separated list (`http://localhost:3000, https://app.example.com`).
 * Exits with status 2 and a message naming the flag when an entry is not an origin.
 * @param schemes the URL schemes an entry may have
 */
function originList(value, name, schemes = /^https?:$/) {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || !schemes.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        console.error(`${name}: "${entry}" is not an origin (scheme://host[:port])`);
        process.exit(2);
      }
      return url.origin;
    });
}
const shellOrigins = originList(
  flag('--shell-origin') ??
    process.env.PULSE_SHELL_ORIGIN ??
    'http://localhost:3000,http://127.0.0.1:3000',
  '--shell-origin',
);
const cspAllowed = originList(
  flag('--csp-allow') ?? process.env.PULSE_CSP_ALLOW,
  '--csp-allow',
  /^(https?|wss?):$/,
);
const cspAllow = cspAllowed.filter((origin) => /^https?:/.test(origin));
/** Live-reload sockets of remote dev servers: only a build with the dev override may open them. */
const cspAllowSockets = cspAllowed.filter((origin) => /^wss?:/.test(origin));
if (cspAllowSockets.length > 0 && !existsSync(path.join(root, 'dev-override.json'))) {
  console.error(
    `--csp-allow: ${cspAllowSockets.join(', ')}: ws:// and wss:// origins are for a shell built with ` +
      'the dev override (PULSE_REMOTE_OVERRIDES=1), and this build has no dev-override.json',
  );
  process.exit(2);
}

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

/** The file `/remotes.json` answers with: the --remotes file, else the build's own. */
const remotesManifestFile = remotesFile ?? path.join(root, 'remotes.json');
let remotesCache = { key: '', origins: [] };

/**
 * The origins of the remotes the shell's pages load (manifests, scripts, styles), read from the
 * remotes manifest this server answers with. A release or rollback rewrites that file while the
 * server runs, so it is read again whenever its identity (inode, size, mtime) changes.
 * @returns origins such as `http://localhost:3002`; [] when there is no manifest or it is invalid
 */
async function remoteOrigins() {
  let info;
  try {
    info = await stat(remotesManifestFile);
  } catch {
    return [];
  }
  const key = `${info.ino}:${info.size}:${info.mtimeMs}`;
  if (remotesCache.key === key) return remotesCache.origins;
  let origins = [];
  try {
    const manifest = JSON.parse(await readFile(remotesManifestFile, 'utf8'));
    origins = Object.values(manifest)
      .filter((entry) => typeof entry === 'string' && /^https?:\/\//.test(entry))
      .map((entry) => new URL(entry).origin);
  } catch {
    // An unreadable manifest fails the shell's own check; the policy then trusts no remote.
  }
  remotesCache = { key, origins: [...new Set(origins)] };
  return remotesCache.origins;
}

/**
 * A directive's sources: `own` and the origins a page may load code and styles from besides its
 * own (the remotes, --csp-allow), for helmet's per-request directive values.
 */
const withTrusted =
  (...own) =>
  (req) =>
    [...own, ...new Set([...(req.pulseRemoteOrigins ?? []), ...cspAllow])].join(' ');

/**
 * Helmet's headers, built once; the remote origins are filled in per request. Why each directive
 * (docs/adr/0025-static-servers-security-headers.md):
 * - script-src: the page's own scripts and the remotes' (no inline script, no eval: the built
 *   pages, prerendered ones included, have none);
 * - style-src 'unsafe-inline': Chakra's emotion and notistack insert <style> elements at run time,
 *   and the prerendered pages carry their styles inline (elements and style attributes);
 * - connect-src: the API (same origin, proxied), the remotes' manifests, and with the dev override
 *   its remote dev server's live-reload socket (--csp-allow ws://…);
 * - img-src: data: URIs (Leaflet, the report map) and the map's OpenStreetMap tiles;
 * - frame-ancestors 'none' and X-Frame-Options DENY: no page of ours may be framed (clickjacking);
 * - Referrer-Policy strict-origin-when-cross-origin: token URLs (/verify-email/…, /invite/…) never
 *   leave the site, while the map tiles still get the origin the tile server asks for.
 * HSTS and Cross-Origin-Resource-Policy depend on the request and the response: finishHeaders.
 */
const secureHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': [withTrusted("'self'")],
      'script-src-attr': ["'none'"],
      'style-src': [withTrusted("'self'", "'unsafe-inline'")],
      'img-src': [withTrusted("'self'", 'data:', 'https://tile.openstreetmap.org')],
      'font-src': [withTrusted("'self'", 'data:')],
      'connect-src': [withTrusted("'self'", ...cspAllowSockets)],
      'media-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  crossOriginResourcePolicy: false,
});

/** Sets helmet's headers on a reply, with this request's remote origins in the policy. */
async function applySecureHeaders(request, reply) {
  request.raw.pulseRemoteOrigins = await remoteOrigins();
  await new Promise((resolve, reject) =>
    secureHeaders(request.raw, reply.raw, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * The headers that depend on the response or the connection, set once the reply's type is known:
 * no CORS on a page, Cross-Origin-Resource-Policy, HSTS.
 */
function finishHeaders(request, reply) {
  const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  if (html) {
    for (const name of Object.keys(reply.getHeaders())) {
      if (name.startsWith('access-control-')) reply.removeHeader(name);
    }
  }
  // Files are public CDN assets another origin's pages load (<script>, <link>); pages are not.
  if (!toApi(request.url)) {
    reply.header('Cross-Origin-Resource-Policy', html ? 'same-origin' : 'cross-origin');
  }
  // Browsers ignore HSTS over plain HTTP, so trusting the proxy's header costs nothing.
  if (hsts || overTls(request)) {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

/** The methods a static server answers (OPTIONS: CORS preflights); /api/* goes to the API as is. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** True when the request reached us over TLS, directly or through a proxy that says so. */
function overTls(request) {
  if (request.raw.socket?.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first?.toLowerCase() === 'https';
}

/** Whether a URL is proxied to the API (which has its own headers, methods and CORS). */
const toApi = (url) => Boolean(api) && /^\/api(?:[/?]|$)/.test(url);

const app = Fastify({
  logger: false,
  // A page link with a malformed escape (`/verify-email/zzz%zz`, a mangled e-mail link) is still a
  // page: the app shows its own error screen instead of the router's JSON 400.
  frameworkErrors: async (error, request, reply) => {
    // Routing failed before any hook ran: the headers are set here.
    await applySecureHeaders(request, reply);
    if (spa && error.code === 'FST_ERR_BAD_URL' && request.method === 'GET') {
      reply.type('text/html').header('Cache-Control', 'no-cache');
      finishHeaders(request, reply);
      return reply.send(await readFile(path.join(root, pageFile(request.url))));
    }
    reply.type('application/json');
    finishHeaders(request, reply);
    return reply.code(400).send({ error: 'Bad request', code: error.code ?? 'BAD_REQUEST' });
  },
});
// First, so that every answer (a 405 too) carries the headers.
app.addHook('onRequest', applySecureHeaders);
app.addHook('onRequest', async (request, reply) => {
  // CONNECT asks for a tunnel, which neither we nor the API open, whatever its target.
  const proxied = request.method !== 'CONNECT' && toApi(request.url);
  if (!ALLOWED_METHODS.includes(request.method) && !proxied) {
    return reply
      .code(405)
      .header('Allow', ALLOWED_METHODS.join(', '))
      .send({ error: `Method ${request.method} is not allowed`, code: 'METHOD_NOT_ALLOWED' });
  }
});
await app.register(fastifyCompress, { global: true });
// Remotes' manifests and chunks are read by the shell from another origin: that origin only, and
// never a page (a page of ours is not data for another site).
await app.register(fastifyCors, { origin: shellOrigins, methods: ['GET', 'HEAD'] });
app.addHook('onSend', async (request, reply, payload) => {
  finishHeaders(request, reply);
  return payload;
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

// Node hands a CONNECT request to the server's 'connect' listeners and, when there are none,
// destroys the socket without a word; a client (or a scanner probing for an open proxy) should
// get the same 405 as any other method. So the request goes through the app like any other: its
// reply is written to the tunnel's socket, which is then closed, since no tunnel is opened.
app.server.on('connect', (request, socket) => {
  const response = new ServerResponse(request);
  response.shouldKeepAlive = false;
  response.assignSocket(socket);
  response.on('finish', () => {
    response.detachSocket(socket);
    socket.end();
  });
  socket.on('error', () => socket.destroy());
  app.routing(request, response);
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
