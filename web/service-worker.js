/**
 * The site's service worker (docs/i18n.md#installable-and-offline). `vite build` writes it to
 * `sw.js` with this build's version and the files of its shell (web/vite.config.ts), so a new
 * build is a new worker, which the browser picks up on the next visit.
 *
 * - Pages (navigations): the network first, so a visit online always gets the newest site; offline,
 *   the shell this worker installed (index.html and the files it names, cached together, so never
 *   a mix of two versions), and the site says it is offline.
 * - Hashed files (`/assets/`): from the cache once fetched (they never change under their name, so
 *   the stored copy serves any request for it, whatever its Vary);
 *   kept across versions, so a tab still open on the old version loads its lazy pages.
 * - Icons, the manifest and `/config.json`: the network first, the cached copy offline.
 * - Never the API (`/api/`), nor any other origin (Cognito): answers with personal data are never
 *   stored.
 */
const VERSION = '__VERSION__';
const SHELL_FILES = JSON.parse('__SHELL_FILES__');
const SHELL_CACHE = `shell-${VERSION}`;
const ASSETS_CACHE = 'assets';
const STATIC_CACHE = 'static';
/** Hashed files kept from older versions (a tab may still need them), the newest first out. */
const MAX_ASSETS = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(['/index.html', '/config.json', ...SHELL_FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => trimAssets())
      .then(() => self.clients.claim()),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSETS_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function fromNetworkElseCache(request, cacheName, fallbackUrl) {
  try {
    const response = await fetch(request);
    if (response.ok && cacheName) {
      const copy = response.clone();
      void caches.open(cacheName).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached =
      (await caches.match(request, { ignoreSearch: true, ignoreVary: true })) ??
      (fallbackUrl ? await caches.match(fallbackUrl, { cacheName: SHELL_CACHE }) : undefined);
    if (cached) return cached;
    throw error;
  }
}

async function fromCacheElseNetwork(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(ASSETS_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/**
 * The page tells the worker which hashed files it loaded before the worker took it over (the
 * first visit): they are cached now, so that page opens offline too.
 */
self.addEventListener('message', (event) => {
  const { type, urls } = event.data ?? {};
  if (type !== 'cache-assets' || !Array.isArray(urls)) return;
  const own = urls.filter(
    (url) => typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/assets/'),
  );
  event.waitUntil(
    caches
      .open(ASSETS_CACHE)
      .then((cache) =>
        Promise.all(
          own.map((url) =>
            cache
              .match(url, { ignoreVary: true })
              .then((hit) => (hit ? undefined : cache.add(url).catch(() => undefined))),
          ),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The page itself is never cached from here: only the installed shell answers offline.
    event.respondWith(fromNetworkElseCache(request, undefined, '/index.html'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheElseNetwork(request));
  } else if (
    url.pathname === '/config.json' ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/manifest.webmanifest'
  ) {
    event.respondWith(fromNetworkElseCache(request, STATIC_CACHE));
  }
});
