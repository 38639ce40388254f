import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The site: root `web/`, output `web/dist`. The local stack runs this config in
 * middleware mode on the same origin as `/api` and `/config.json`; `shared/` sits
 * outside the root, so the dev server is allowed to read the whole repository.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    fs: { allow: [repoRoot] },
  },
});
