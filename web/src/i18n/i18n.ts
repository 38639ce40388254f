/**
 * The site's language (docs/i18n.md): the one chosen on the sign-in page or in the profile
 * (remembered on this device and on the user), else the browser's, else English. Texts come from
 * the catalogue through `t` (by id) or `localize` (an English text: a schema's, the server's).
 * The English catalogue is part of the first download; Malay and Chinese load when chosen.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { en, type Catalogue, type MessageId } from '../../../shared/i18n/catalogue';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromPreferences,
  LOCALE_OF,
  type Language,
} from '../../../shared/i18n/languages';
import { Messages, type MessageValues } from '../../../shared/i18n/messages';

const CHOSEN_KEY = 'language';

const catalogues: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  ms: () => import('../../../shared/i18n/catalogue/ms').then((m) => m.ms),
  zh: () => import('../../../shared/i18n/catalogue/zh').then((m) => m.zh),
};

let current = new Messages('en', en);
/**
 * What else a language needs before the site shows in it (Cloudscape's own texts, once a page
 * built of Cloudscape has loaded them: i18n-root.tsx); none on the light pages.
 */
const languageLoaders = new Set<(language: Language) => Promise<void>>();

/** Has `load(language)` run, with the catalogue's, on each change of language from now on. */
export function addLanguageLoader(load: (language: Language) => Promise<void>): void {
  languageLoaders.add(load);
}
const listeners = new Set<() => void>();

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
  if (current.language === language) return;
  const [catalogue] = await Promise.all([
    catalogues[language](),
    ...[...languageLoaders].map((load) => load(language)),
  ]);
  current = new Messages(language, catalogue);
  for (const listener of listeners) listener();
}

/** The current language's messages, outside React (toasts raised by a mutation's callbacks). */
export const messages = (): Messages => current;
/** The message `id` in the current language. */
export const t = (id: MessageId, values?: MessageValues): string => current.format(id, values);
/** An English text in the current language (itself when the catalogue does not have it). */
export const localize = (text: string): string => current.localize(text);

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
        localize: (text: string) => current.localize(text),
        month: (yearMonth: string) => current.month(yearMonth),
        language: current.language,
      }),
    [current],
  );
}
