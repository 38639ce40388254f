import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './handlers';

export const WEB_ROOT = join(REPO_ROOT, 'web');
export const WEB_DIST = join(WEB_ROOT, 'dist');
export const VITE_CONFIG = join(WEB_ROOT, 'vite.config.ts');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
};

export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Site {
  handle: SiteHandler;
  close(): Promise<void>;
}

/** Types CloudFront compresses (`compress: true` in infra/stacks/web-stack.ts); fonts and images are already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

/** Gzipped files by path and modification time: the built site does not change while served. */
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipOf(file: string, mtimeMs: number): Buffer {
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { mtimeMs, body });
  return body;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, method: string, cache: string): void {
  const { size, mtimeMs } = statSync(file);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (acceptsGzip && COMPRESSIBLE.has(extname(file).toLowerCase())) {
    // Compressed as CloudFront compresses for a browser that accepts it.
    const body = gzipOf(file, mtimeMs);
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': cache,
      vary: 'accept-encoding',
    });
    res.end(method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { 'content-type': type, 'content-length': size, 'cache-control': cache });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * The built site (`web/dist`) as CloudFront serves it: files as they are (hashed assets cached
 * for a year), any other GET path answered with index.html so the router can take it.
 */
export function staticSite(root = WEB_DIST): Site {
  const base = resolve(root);
  const handle: SiteHandler = (req, res) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = normalize(join(base, path));
    if (file.startsWith(base + sep) && existsSync(file) && statSync(file).isFile()) {
      const immutable = file.startsWith(join(base, 'assets') + sep);
      sendFile(req, res, file, method, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    const index = join(base, 'index.html');
    if (!existsSync(index)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('The site is not built: run npm run build');
      return;
    }
    sendFile(req, res, index, method, 'no-cache');
  };
  return { handle, close: () => Promise.resolve() };
}

/**
 * Vite in middleware mode on the stack's own HTTP server (one origin for site and API; its
 * hot-reload socket shares the server too).
 */
export async function viteSite(server: Server): Promise<Site> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: VITE_CONFIG,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server } },
    logLevel: 'warn',
  });
  const handle: SiteHandler = (req, res) => {
    vite.middlewares(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    });
  };
  return { handle, close: () => vite.close() };
}
