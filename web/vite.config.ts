import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

const FONT_DIR = join(repoRoot, 'node_modules', '.cache', 'site-fonts');

/**
 * Cloudscape's global styles carry the Open Sans faces (8 weights and styles, ~140 KB) inline as
 * base64 in the stylesheet, so every page downloaded all of them before the first paint. In the
 * build, each face becomes a file of its own (hashed into `assets/` like any other), which the
 * browser fetches only when text uses that face; `font-display: swap` shows text in the fallback
 * font meanwhile.
 */
const separateFontsPlugin = (): Plugin => ({
  name: 'separate-fonts',
  // Before Vite's CSS plugin, which then resolves the new url()s and emits the files.
  enforce: 'pre',
  apply: 'build',
  transform(code, id) {
    if (!/@cloudscape-design[\\/]global-styles[\\/]index\.css$/.test(id)) return undefined;
    mkdirSync(FONT_DIR, { recursive: true });
    return code.replace(/@font-face\s*\{([^}]*)\}/g, (face, body: string) => {
      const data = /url\(['"]?data:font\/woff2;base64,([A-Za-z0-9+/=]+)['"]?\)/.exec(body);
      if (!data) return face;
      const weight = /font-weight:\s*(\w+)/.exec(body)?.[1] ?? 'normal';
      const style = /font-style:\s*(\w+)/.exec(body)?.[1] ?? 'normal';
      const file = join(FONT_DIR, `open-sans-${weight}-${style}.woff2`);
      writeFileSync(file, Buffer.from(data[1], 'base64'));
      const src = relative(dirname(id), file).split('\\').join('/');
      const rest = body.replace(data[0], `url('${src}')`);
      return `@font-face {${rest}  font-display: swap;\n}`;
    });
  },
});

/**
 * `sw.js`, the service worker (`web/service-worker.js`), written after the build with this build's
 * version (a hash of index.html, which names every hashed entry file) and the shell's files: the
 * scripts and stylesheets index.html loads, the manifest and its icons. A new build is a new
 * worker; the same build, the same worker.
 */
const serviceWorkerPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const files = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      const shell = [...new Set(files), '/manifest.webmanifest', '/icons/icon-192.png'];
      const version = createHash('sha256').update(index).digest('hex').slice(0, 16);
      const worker = readFileSync(join(webRoot, 'service-worker.js'), 'utf8')
        .replace('__VERSION__', version)
        .replace('__SHELL_FILES__', JSON.stringify(shell).replace(/'/g, "\\'"));
      writeFileSync(join(outDir, 'sw.js'), worker);
    },
  };
};

/** The faces every page's text uses (Cloudscape's body and headings), of the files separateFontsPlugin writes. */
const FIRST_PAINT_FACES = ['open-sans-400-normal', 'open-sans-700-normal'];

/**
 * `<link rel="preload" as="font">` in index.html for FIRST_PAINT_FACES, so they download beside the
 * entry script instead of after the first render asks for them: on a phone's network the two
 * faces (about 33 KB) came one round trip and their own download time after the page's text was
 * laid out, and the text was drawn again when they came. Fails the build when a face is missing.
 */
const fontPreloadPlugin = (): Plugin => ({
  name: 'font-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle;
      if (!bundle) return html;
      const links = FIRST_PAINT_FACES.map((face) => {
        const file = Object.keys(bundle).find((name) => name.startsWith(`assets/${face}-`) && name.endsWith('.woff2'));
        if (!file) throw new Error(`font-preload: the build has no ${face} font file`);
        return `    <link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;
      });
      return html.replace(/\s*<\/head>/, `\n${links.join('\n')}\n  </head>`);
    },
  },
});

/**
 * The site: root `web/`, output `web/dist`. The local stack runs this config in
 * middleware mode on the same origin as `/api` and `/config.json`; `shared/` sits
 * outside the root, so the dev server is allowed to read the whole repository.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), brandThemePlugin(), separateFontsPlugin(), fontPreloadPlugin(), serviceWorkerPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // No <link rel="modulepreload"> for each file a lazily loaded chunk needs: a signed-in page's
    // chunks need about seventy, and adding their links took tens of milliseconds of the page's
    // main thread (more under Lighthouse's tracing). The browser finds those files from the chunks'
    // own imports instead, at most three levels deep (docs/rules.md "Site: what the employee
    // dashboard loads"). Stylesheets are still linked ahead.
    modulePreload: false,
  },
  server: {
    fs: { allow: [repoRoot] },
  },
});
