import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/catalogue';
import { enBase } from '../../shared/i18n/catalogue/en/base';
import { ms } from '../../shared/i18n/catalogue/ms';
import { msBase } from '../../shared/i18n/catalogue/ms/base';
import { zh } from '../../shared/i18n/catalogue/zh';
import { zhBase } from '../../shared/i18n/catalogue/zh/base';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { PAGE_AREAS, type PageArea } from '../../web/src/i18n/areas';

/**
 * The site loads the catalogue area by area (docs/i18n.md): each language's base with the language,
 * the page areas (web/src/i18n/areas.ts) with the pages whose routes name them. Together they are
 * the whole catalogue; and every page's files use only the base and the areas its route names, so
 * a page never meets a message that is not loaded (which would throw: shared/i18n/messages-core.ts).
 */
const ROOT = resolve(__dirname, '../..');
const WEB = join(ROOT, 'web/src');
const WHOLE: Record<Language, Readonly<Record<string, string>>> = { en, ms, zh };
const BASE: Record<Language, Readonly<Record<string, string>>> = { en: enBase, ms: msBase, zh: zhBase };
const AREAS = Object.keys(PAGE_AREAS) as PageArea[];

describe('the catalogue, area by area', () => {
  it.each(LANGUAGES)(
    '%s: the base and the page areas make the whole catalogue, each message in one',
    async (language) => {
      const parts = [BASE[language], ...(await Promise.all(AREAS.map((area) => PAGE_AREAS[area][language]())))];
      const ids = parts.flatMap((part) => Object.keys(part));
      expect(ids.length, 'a message in two parts').toBe(new Set(ids).size);
      expect([...ids].sort()).toEqual(Object.keys(WHOLE[language]).sort());
      expect(Object.assign({}, ...parts)).toEqual(WHOLE[language]);
    },
  );

  it('a page area holds only its own ids', async () => {
    for (const area of AREAS)
      expect(Object.keys(await PAGE_AREAS[area].en()).filter((id) => !id.startsWith(`${area}.`))).toEqual([]);
  });
});

/** A module of the site (or of shared/, which the site imports), by absolute path, if it exists. */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // a package
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && !path.endsWith('/') && /\.tsx?$/.test(path),
  );
}

const sources = new Map<string, string>();
const sourceOf = (path: string) => {
  let text = sources.get(path);
  if (text === undefined) {
    text = readFileSync(path, 'utf8');
    sources.set(path, text);
  }
  return text;
};

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'/g;
const DYNAMIC_IMPORT = /import\('([^']+)'\)/g;

const imports = new Map<string, string[]>();
/** The modules a module imports statically. */
function importsOf(path: string): string[] {
  let out = imports.get(path);
  if (!out) {
    out = [...sourceOf(path).matchAll(STATIC_IMPORT)].flatMap(
      (match) => resolveModule(path, match.slice(1).find(Boolean) ?? '') ?? [],
    );
    imports.set(path, out);
  }
  return out;
}

/** The modules `entry` imports statically, itself included (a dynamic import is an entry of its own). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of importsOf(path)) visit(imported);
  };
  visit(entry);
  return seen;
}

/** The page areas whose messages a module names ('profile.title'); the catalogue's own files aside. */
const areasOfModule = new Map<string, Set<PageArea>>();
function areasUsedBy(path: string): Set<PageArea> {
  const known = areasOfModule.get(path);
  if (known) return known;
  const used = new Set<PageArea>();
  areasOfModule.set(path, used);
  if (path.includes('/shared/i18n/catalogue/')) return used;
  const text = sourceOf(path);
  for (const match of text.matchAll(/['`"]([a-zA-Z]+)\.[\w.]+['`"]/g)) {
    const area = match[1];
    // A module that imports the area's English itself (shared/registry/password-rule-text.ts) needs no loading.
    if ((AREAS as string[]).includes(area) && !text.includes(`i18n/catalogue/en/${area}'`)) used.add(area as PageArea);
  }
  return used;
}

/** The page areas a module's static graph uses, each with the files that use it. */
function areasOfGraph(entry: string): Map<PageArea, string[]> {
  const out = new Map<PageArea, string[]>();
  for (const path of staticGraph(entry))
    for (const area of areasUsedBy(path)) out.set(area, [...(out.get(area) ?? []), relative(ROOT, path)]);
  return out;
}

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** The areas named by a `loadAreas([...])` or a route's list (`[...]` closing its `lazyPage(`) in `text`. */
const namedAreas = (text: string): string[] =>
  [...text.matchAll(/\[((?:\s*'\w+',?)+)\s*\]/g)].flatMap((match) =>
    [...match[1].matchAll(/'(\w+)'/g)].map((name) => name[1]),
  );

/** The call of `callee` (`name(`) that holds the position `at` of `text`, to its closing parenthesis. */
function callAround(text: string, callee: string, at: number): string {
  const start = text.lastIndexOf(callee, at);
  let depth = 0;
  for (let i = start + callee.length - 1; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/**
 * Each dynamic import of the site, with the areas loaded with it: a route page's (the list closing
 * its `lazyPage(…)` call in route-pages.ts), or a `loadAreas([...])` in the same statement.
 */
function dynamicEntries(): { at: string; module: string; areas: string[] }[] {
  const entries: { at: string; module: string; areas: string[] }[] = [];
  for (const file of allFiles(WEB)) {
    const text = sourceOf(file);
    for (const match of text.matchAll(DYNAMIC_IMPORT)) {
      const module = resolveModule(file, match[1]);
      if (!module || module.includes('/shared/i18n/catalogue/')) continue;
      // The statement: from the blank line (or the file's start) before the import to the one after.
      const start = Math.max(0, text.lastIndexOf('\n\n', match.index));
      const endAt = text.indexOf('\n\n', match.index);
      const statement = text.slice(start, endAt === -1 ? undefined : endAt);
      // In route-pages.ts, the `lazyPage(...)` call around the import.
      const call = file.endsWith('app/route-pages.ts') ? callAround(text, 'lazyPage(', match.index) : statement;
      entries.push({ at: relative(ROOT, file), module, areas: namedAreas(call) });
    }
  }
  return entries;
}

describe("each page's files use only the messages loaded with it", () => {
  it('the first download (web/src/main.tsx and what it imports) uses no page area', () => {
    expect(Object.fromEntries(areasOfGraph(join(WEB, 'main.tsx')))).toEqual({});
  });

  it('a lazily loaded page or part uses only the page areas loaded with it', () => {
    const entries = dynamicEntries();
    expect(entries.filter((entry) => entry.at.endsWith('route-pages.ts')).length).toBeGreaterThan(50);
    const missing = entries.flatMap(({ at, module, areas }) =>
      [...areasOfGraph(module)]
        .filter(([area]) => !areas.includes(area))
        .map(([area, files]) => `${relative(ROOT, module)} (loaded in ${at}) uses ${area}: ${files.join(', ')}`),
    );
    expect(missing).toEqual([]);
  }, 60_000);

  it('names only page areas', () => {
    const named = dynamicEntries().flatMap((entry) => entry.areas);
    expect(named.filter((area) => !(AREAS as string[]).includes(area))).toEqual([]);
  });
});
