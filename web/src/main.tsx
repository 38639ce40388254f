/// <reference types="vite/client" />
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import '@cloudscape-design/global-styles/index.css';
import 'virtual:brand-theme.css';
import './app/styles.css';
import './app/light.css';
import { queryClient, onUnauthenticated } from './api/query-client';
import { loadRuntimeConfig } from './app/runtime-config';
import { SESSION_KEY, sessionQuery } from './auth/session';
import { markFirstPageShown, startingLanguage, switchLanguage } from './i18n/i18n';
import { PublicFrame } from './components/public-brand';

// A signed-in page loads a few hundred files; all are listed for the service worker to keep (below),
// beyond the browser's default of 250 resource timings.
performance.setResourceTimingBufferSize(2000);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the site into');
const root = createRoot(container);

// A 401 means the tokens are gone: re-read the session so the guards send the user to a login.
onUnauthenticated(() => void queryClient.invalidateQueries({ queryKey: SESSION_KEY }));

// The router (and, through it, the first page's chunks) downloads while /config.json is fetched.
// The first render waits for those chunks and the session (read once Amplify is configured), so it
// shows the page itself, not spinners that each page, shell and guard would show in turn.
const routerModule = import('./app/router');

// The language's catalogue (Malay or Chinese; English is part of this file) loads beside the config.
const languageLoaded = switchLanguage(startingLanguage()).catch(() => undefined);

/**
 * The sign-in pages, a phone's first: their frame (the product's name and line, in the person's
 * language) is drawn as soon as this file and the language are in, while the router, the page's
 * files, the config and the session still load; the page then draws itself in the same place.
 */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/login', '/internal']);
let pageRendered = false;
if (SIGN_IN_PATHS.has(window.location.pathname)) {
  void languageLoaded.then(() => {
    if (!pageRendered) root.render(<PublicFrame />);
  });
}

loadRuntimeConfig()
  .then(async () => {
    const [{ router }] = await Promise.all([
      routerModule.then(async (module) => {
        await module.firstPageLoaded;
        return module;
      }),
      // readSession answers null rather than fail; a failure here still leaves the render to the guards.
      queryClient.query(sessionQuery).catch(() => undefined),
      languageLoaded,
    ]);
    pageRendered = true;
    markFirstPageShown();
    // A transition: React renders the first page in slices, yielding to the browser between them.
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  })
  .then(() => {
    // Installable and usable offline (web/service-worker.js): registered once the page is up, so
    // it never competes with the first page's own downloads. Not in development (Vite serves files
    // that change on every edit).
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      void navigator.serviceWorker
        .register('/sw.js')
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // The files this visit loaded before the worker was there, for it to keep.
          const urls = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/assets/'));
          registration.active?.postMessage({ type: 'cache-assets', urls });
        })
        .catch(() => undefined);
    }
  })
  .catch((error: unknown) => {
    root.render(<p role="alert">The site could not start: {String(error)}</p>);
  });
