/**
 * The catalogue on the server: what is sent to a person (SMS, e-mails) in their language. Only the
 * `sent` area of each language goes into a function's bundle (the site's areas stay out of it),
 * all three languages (a function never waits for a download). Its messages use plain `{name}`
 * arguments only (test/unit/catalogue.test.ts holds it), so they are filled in here without
 * bundling an ICU formatter into every function.
 */
import { sent as en } from './catalogue/en/sent';
import { sent as ms } from './catalogue/ms/sent';
import { sent as zh } from './catalogue/zh/sent';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_OF, type Language } from './languages';
import type { MessageValues } from './messages';

export type SentMessageId = keyof typeof en;

/** The messages sent to a person, in one language. */
export interface SentMessages {
  language: Language;
  format(id: SentMessageId, values?: MessageValues): string;
}

const CATALOGUES: Record<Language, Readonly<Record<SentMessageId, string>>> = { en, ms, zh };

function sentMessages(language: Language): SentMessages {
  return {
    language,
    format: (id, values = {}) =>
      CATALOGUES[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name];
        if (value === undefined || value === null) return whole;
        return typeof value === 'number' ? value.toLocaleString(LOCALE_OF[language]) : String(value);
      }),
  };
}

const ALL: Record<Language, SentMessages> = { en: sentMessages('en'), ms: sentMessages('ms'), zh: sentMessages('zh') };

/** The messages of `language`; English for a person who has not chosen one. */
export const messagesIn = (language: Language | undefined): SentMessages => ALL[language ?? DEFAULT_LANGUAGE];

/**
 * The same message in every language, English first (the spec's words), then Bahasa Malaysia and
 * Chinese: for a person whose language is not known yet (an invitation).
 */
export const inEveryLanguage = (write: (messages: SentMessages) => string): string[] => {
  const order: Language[] = ['en', ...LANGUAGES.filter((l) => l !== 'en')];
  return order.map((language) => write(ALL[language]));
};
