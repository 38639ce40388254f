/**
 * The catalogue on the server: what is sent to a person (SMS, e-mails, a statement's PDF) in their
 * language. Only the areas a function uses go into its bundle (the site's areas stay out of it),
 * all three languages (a function never waits for a download). Their messages use plain `{name}`
 * arguments only (test/unit/catalogue.test.ts holds it), so they are filled in here without
 * bundling an ICU formatter into every function.
 */
import { sent as en } from './catalogue/en/sent';
import { sent as ms } from './catalogue/ms/sent';
import { sent as zh } from './catalogue/zh/sent';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_OF, type Language } from './languages';
import type { MessageValues } from './messages';

export type SentMessageId = keyof typeof en;

/** Messages of one server area, in one language. */
export interface ServerMessages<Id extends string> {
  language: Language;
  format(id: Id, values?: MessageValues): string;
}

/** The messages sent to a person (SMS codes, invitations, reminders), in one language. */
export type SentMessages = ServerMessages<SentMessageId>;

/**
 * The server's formatter of one area of the catalogue, in its three languages: each area a
 * function needs is bundled into it, and no other (`sent` for codes and invitations, `notices`
 * for security notices, `statementPdf` for the statement's PDF), so a function stays within its
 * bundle budget. Plain `{name}` arguments only (test/unit/catalogue.test.ts holds it).
 */
export function serverCatalogue<Id extends string>(catalogues: Record<Language, Readonly<Record<Id, string>>>) {
  const inLanguage = (language: Language): ServerMessages<Id> => ({
    language,
    format: (id, values = {}) =>
      catalogues[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name];
        if (value === undefined || value === null) return whole;
        return typeof value === 'number' ? value.toLocaleString(LOCALE_OF[language]) : String(value);
      }),
  });
  const all: Record<Language, ServerMessages<Id>> = {
    en: inLanguage('en'),
    ms: inLanguage('ms'),
    zh: inLanguage('zh'),
  };
  return {
    /** The messages of `language`; English for a person who has not chosen one. */
    messagesIn: (language: Language | undefined): ServerMessages<Id> => all[language ?? DEFAULT_LANGUAGE],
    /**
     * The same message in every language, English first (the spec's words), then Bahasa Malaysia
     * and Chinese: for a person whose language is not known yet (an invitation).
     */
    inEveryLanguage: (write: (messages: ServerMessages<Id>) => string): string[] => {
      const order: Language[] = ['en', ...LANGUAGES.filter((l) => l !== 'en')];
      return order.map((language) => write(all[language]));
    },
  };
}

export const { messagesIn, inEveryLanguage } = serverCatalogue<SentMessageId>({ en, ms, zh });
