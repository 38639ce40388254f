/**
 * The site's language (docs/i18n.md): the one chosen on the sign-in page or in the profile
 * (remembered on this device and on the user), else the browser's, else English. Texts come from
 * the catalogue through `t` (by id) or `localize` (an English text: a schema's, the server's).
 * The English catalogue's common areas are part of the first download; Malay and Chinese load when
 * chosen; the areas of a few pages load with them (areas.ts, loadAreas).
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { BaseCatalogue, MessageId } from '../../../shared/i18n/catalogue';
import { enBase } from '../../../shared/i18n/catalogue/en/base';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromPreferences,
  LOCALE_OF,
  type Language,
} from '../../../shared/i18n/languages';
import { findMessageIn, Messages, type MessageValues, type PartialCatalogue } from '../../../shared/i18n/messages-core';
import { PAGE_AREAS, type PageArea } from './areas';

const CHOSEN_KEY = 'language';

/** Each language's areas for every page (the others load with their pages: areas.ts). */
const bases: Record<Language, () => Promise<BaseCatalogue>> = {
  en: () => Promise.resolve(enBase),
  ms: () => import('../../../shared/i18n/catalogue/ms/base').then((m) => m.msBase),
  zh: () => import('../../../shared/i18n/catalogue/zh/base').then((m) => m.zhBase),
};

let current = new Messages('en', enBase, enBase);
/** The English of the areas loaded so far, where an English text's message is found. */
let english: PartialCatalogue = enBase;
/** The areas of the pages visited so far, loaded in each language the site shows. */
const pageAreas = new Set<PageArea>();
const ALL_AREAS = Object.keys(PAGE_AREAS) as PageArea[];
const listeners = new Set<() => void>();
/** The areas shown now (the others of `pageAreas` still load). */
let shownAreas: readonly PageArea[] = [];
/** The language asked for last; what is loading, in it, with the areas asked for so far. */
let wanted: Language = 'en';
let loading: Promise<void> | undefined;
/** What else the wanted language waits for (languageLoaders), kept when a later load supersedes. */
let languageWaits: Promise<unknown>[] = [];

/** The messages of `language`: its base and `areas`, merged. */
async function catalogueIn(language: Language, areas: readonly PageArea[]): Promise<PartialCatalogue> {
  const parts = await Promise.all([bases[language](), ...areas.map((area) => PAGE_AREAS[area][language]())]);
  return Object.assign({}, ...parts) as PartialCatalogue;
}

/**
 * Loads the wanted language with every page area asked for, then shows it; a later call (another
 * language, another area) supersedes it, and its promise settles with the later one.
 */
function load(): Promise<void> {
  const language = wanted;
  const areas = [...pageAreas];
  const done: Promise<void> = Promise.all([
    catalogueIn(language, areas),
    language === 'en' ? undefined : catalogueIn('en', areas),
    ...languageWaits,
  ]).then(
    ([catalogue, inEnglish]) => {
      if (loading !== done) return loading;
      loading = undefined;
      languageWaits = [];
      shownAreas = areas;
      english = inEnglish ?? catalogue;
      current = new Messages(language, catalogue, english);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      if (loading !== done) return loading;
      // Not come (offline): asked for again by the next page or choice, as if never asked.
      loading = undefined;
      languageWaits = [];
      wanted = current.language;
      pageAreas.clear();
      for (const area of shownAreas) pageAreas.add(area);
      throw error;
    },
  );
  loading = done;
  return done;
}

/**
 * Loads `areas` of the catalogue (those of a page: its route names them) in the language shown and
 * in English; resolves once the site shows in them. Each stays loaded, in any language chosen later.
 */
export function loadAreas(areas: readonly PageArea[]): Promise<void> {
  if (areas.every((area) => shownAreas.includes(area))) return Promise.resolve();
  const missing = areas.filter((area) => !pageAreas.has(area));
  if (missing.length === 0) return loading ?? Promise.resolve();
  for (const area of missing) pageAreas.add(area);
  return load();
}

/**
 * What else a language needs before the site shows in it (Cloudscape's own texts, once a page
 * built of Cloudscape has loaded them: i18n-root.tsx); none on the light pages.
 */
const languageLoaders = new Set<(language: Language) => Promise<void>>();

/** Has `load(language)` run, with the catalogue's, on each change of language from now on. */
export function addLanguageLoader(load: (language: Language) => Promise<void>): void {
  languageLoaders.add(load);
}

const read = (storage: 'localStorage', key: string) => {
  try {
    return window[storage].getItem(key);
  } catch {
    return null; // storage refused (private mode): the browser's language then
  }
};

/** The language chosen on this device, if any. */
export function chosenLanguage(): Language | undefined {
  const chosen = read('localStorage', CHOSEN_KEY);
  return isLanguage(chosen) ? chosen : undefined;
}

/** The language to start in: the one chosen on this device, else the browser's, else English. */
export function startingLanguage(): Language {
  return chosenLanguage() ?? languageFromPreferences(navigator.languages) ?? DEFAULT_LANGUAGE;
}

/** Shows the site in `language` (its catalogue loaded first); `remember` keeps it as this device's choice. */
export async function switchLanguage(language: Language, { remember = false } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(CHOSEN_KEY, language);
    } catch {
      // Not remembered on this device; the user's record still keeps it.
    }
  }
  document.documentElement.lang = LOCALE_OF[language];
  if (wanted === language) return loading;
  wanted = language;
  languageWaits = [...languageLoaders].map((loadIn) => loadIn(language));
  await load();
}

/** The current language's messages, outside React (toasts raised by a mutation's callbacks). */
export const messages = (): Messages => current;
/** The message `id` in the current language. */
export const t = (id: MessageId, values?: MessageValues): string => current.format(id, values);
let firstPageShown = () => {};
const firstPageIn = new Promise<void>((resolve) => (firstPageShown = resolve));
/** Tells the catalogue the first page is shown, with the areas it named (web/src/main.tsx). */
export const markFirstPageShown = (): void => firstPageShown();

/**
 * `text` (English from the server, a schema, a constant) in the language of `messages`. A text the
 * areas loaded (and loading) do not have may be one of another page's area (a refusal the server
 * sends anywhere): in Malay or Chinese, that loads every area, and the site shows again, translated,
 * once they are in.
 */
function localizeIn(messages: Messages, text: string): string {
  if (messages.language !== 'en' && pageAreas.size < ALL_AREAS.length && !findMessageIn(english, text))
    // Looked up again once the first page is in with its areas (its title is asked for before).
    void firstPageIn
      .then(() => loading)
      .then(() => (findMessageIn(english, text) ? undefined : loadAreas(ALL_AREAS)))
      .catch(() => undefined);
  return messages.localize(text);
}

/** An English text in the current language (itself when the catalogue does not have it). */
export const localize = (text: string): string => localizeIn(current, text);
/** The catalogue id and values of an English text, if the areas loaded have it. */
export const findMessage = (text: string) => findMessageIn(english, text);

/** Calls `listener` after each change of language; answers the function that stops it. */
export const onLanguageChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const subscribe = onLanguageChange;

/** The current language's messages; the component renders again when the language changes. */
export function useMessages(): Messages {
  return useSyncExternalStore(subscribe, () => current);
}

/** `t(id, values)` in the current language, and `t.localize(englishText)`; renders again on a change of language. */
export function useT() {
  const current = useMessages();
  return useMemo(
    () =>
      Object.assign((id: MessageId, values?: MessageValues) => current.format(id, values), {
        localize: (text: string) => localizeIn(current, text),
        month: (yearMonth: string) => current.month(yearMonth),
        language: current.language,
      }),
    [current],
  );
}
