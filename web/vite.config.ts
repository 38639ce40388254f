import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const THEME_MODULE = 'virtual:brand-theme.css';

/**
 * The brand theme (`src/app/theme.ts`) through Cloudscape's theming API, as CSS. Cloudscape's
 * ESM build uses directory imports that Node cannot load, so the call is bundled with esbuild first.
 */
async function brandThemeStylesheet(): Promise<string> {
  const { build } = await import('esbuild');
  const out = await build({
    stdin: {
      contents:
        "import { generateThemeStylesheet } from '@cloudscape-design/components/theming';\n" +
        "import { brandTheme } from './src/app/theme';\n" +
        'export default generateThemeStylesheet({ theme: brandTheme });\n',
      resolveDir: webRoot,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(out.outputFiles[0].text).toString('base64');
  return ((await import(`data:text/javascript;base64,${code}`)) as { default: string }).default;
}

/**
 * `import 'virtual:brand-theme.css'`: the theme made at build time (`generateThemeStylesheet`, the
 * build-time twin of `applyTheme`), so the browser never downloads the token table to apply it.
 */
const brandThemePlugin = (): Plugin => {
  let css: Promise<string> | undefined;
  return {
    name: 'brand-theme',
    resolveId: (id) => (id === THEME_MODULE ? `\0${THEME_MODULE}` : undefined),
    load: (id) => (id === `\0${THEME_MODULE}` ? (css ??= brandThemeStylesheet()) : undefined),
  };
};

/**
 * The site: root `web/`, output `web/dist`. The local stack runs this config in
 * middleware mode on the same origin as `/api` and `/config.json`; `shared/` sits
 * outside the root, so the dev server is allowed to read the whole repository.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), brandThemePlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    fs: { allow: [repoRoot] },
  },
});
