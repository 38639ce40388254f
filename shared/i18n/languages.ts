/**
 * The languages the product speaks to employees (docs/i18n.md): Bahasa Malaysia, English and
 * Simplified Chinese. The spec's texts are the English catalogue, letter for letter.
 */
export const LANGUAGES = ['ms', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a person who has not chosen one and whose browser asks for none we speak. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language choice lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ms: 'Bahasa Malaysia',
  en: 'English',
  zh: '简体中文',
};

/** The BCP 47 tag of each language as spoken in Malaysia: dates, numbers and `<html lang>`. */
export const LOCALE_OF: Record<Language, string> = {
  ms: 'ms-MY',
  en: 'en-MY',
  zh: 'zh-Hans-MY',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of `preferred` (a browser's `navigator.languages`, or an Accept-Language header's tags
 * in order) that we speak: `ms`, `ms-MY` and `zsm` are Malay, any `zh`
 * is Chinese (Simplified is the one written in Malaysia), any `en` English.
 */
export function languageFromPreferences(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'ms' || primary === 'zsm' || primary === 'may' || primary === 'msa') return 'ms';
    if (primary === 'zh' || primary === 'chi' || primary === 'zho') return 'zh';
    if (primary === 'en' || primary === 'eng') return 'en';
  }
  return undefined;
}
