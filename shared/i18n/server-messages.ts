/**
 * The catalogue on the server: what is sent to a person (SMS, e-mails) in their language, all
 * three languages in the bundle (a function never waits for a download).
 */
import { en } from './catalogue';
import { ms } from './catalogue/ms';
import { zh } from './catalogue/zh';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { Messages } from './messages';

const ALL: Record<Language, Messages> = {
  en: new Messages('en', en),
  ms: new Messages('ms', ms),
  zh: new Messages('zh', zh),
};

/** The messages of `language`; English for a person who has not chosen one. */
export const messagesIn = (language: Language | undefined): Messages => ALL[language ?? DEFAULT_LANGUAGE];

/**
 * The same message in every language, English first (the spec's words), then Bahasa Malaysia and
 * Chinese: for a person whose language is not known yet (an invitation).
 */
export const inEveryLanguage = (write: (messages: Messages) => string): string[] => {
  const order: Language[] = ['en', ...LANGUAGES.filter((l) => l !== 'en')];
  return order.map((language) => write(ALL[language]));
};
