import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import '@cloudscape-design/global-styles/index.css';
import 'virtual:brand-theme.css';
import './app/styles.css';
import { queryClient, onUnauthenticated } from './api/query-client';
import { loadRuntimeConfig } from './app/runtime-config';
import { SESSION_KEY } from './auth/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the site into');
const root = createRoot(container);

// A 401 means the tokens are gone: re-read the session so the guards send the user to a login.
onUnauthenticated(() => void queryClient.invalidateQueries({ queryKey: SESSION_KEY }));

// The router (and, through it, the first page's chunk) downloads while /config.json is fetched;
// it renders once Amplify is configured.
const routerModule = import('./app/router');

loadRuntimeConfig()
  .then(async () => {
    const { router } = await routerModule;
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<p role="alert">The site could not start: {String(error)}</p>);
  });
