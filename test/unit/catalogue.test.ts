import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en as enSite } from '../../shared/i18n/catalogue';
import { enServer } from '../../shared/i18n/catalogue/en/server';
import { ms as msSite } from '../../shared/i18n/catalogue/ms';
import { msServer } from '../../shared/i18n/catalogue/ms/server';
import { zh as zhSite } from '../../shared/i18n/catalogue/zh';
import { zhServer } from '../../shared/i18n/catalogue/zh/server';
import { findMessage, Messages } from '../../shared/i18n/messages';
import { languageFromPreferences } from '../../shared/i18n/languages';
import { messagesIn } from '../../shared/i18n/server-messages';

/** Every message of a language: the site's and what the server sends. */
type Catalogue = Readonly<Record<string, string>>;
const en: Catalogue = { ...enSite, ...enServer };
const ms: Catalogue = { ...msSite, ...msServer };
const zh: Catalogue = { ...zhSite, ...zhServer };

const TRANSLATIONS: [string, Catalogue][] = [
  ['ms', ms],
  ['zh', zh],
];

/** The arguments a message uses ({name}, {n, plural, …}), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    out.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, out);
    if (element.type === TYPE.tag) argumentsOf(element.children, out);
  }
  return out;
}

const ids = Object.keys(en);

/** Texts that are the same in every language: names of products and languages, codes. */
const SAME_IN_EVERY_LANGUAGE =
  /^(Advance Pay|Advance Pay: \{text\}|eBenefits|RM|MYR|R-|English|Bahasa Malaysia|简体中文)$/;
/** Words Malay writes as English does. */
const SAME_IN: Record<string, RegExp> = { ms: /^(Bank|Menu|Status)$/, zh: /^$/ };

describe('the catalogue', () => {
  it.each(TRANSLATIONS)('%s has exactly the English ids', (_language, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
  });

  it.each(TRANSLATIONS)('%s uses the same arguments as English in every message', (_language, catalogue) => {
    const different = ids.filter((id) => {
      const english = [...argumentsOf(parse(en[id], { ignoreTag: true }))].sort();
      const translated = [...argumentsOf(parse(catalogue[id], { ignoreTag: true }))].sort();
      return JSON.stringify(english) !== JSON.stringify(translated);
    });
    expect(different).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s translates every message (none left in English)', (language, catalogue) => {
    const untranslated = ids.filter(
      (id) =>
        catalogue[id] === en[id] &&
        /[a-z]{3,}/.test(en[id]) &&
        !SAME_IN_EVERY_LANGUAGE.test(en[id]) &&
        !SAME_IN[language].test(en[id]),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps what the server sends to plain {name} arguments, which it fills in without an ICU formatter', () => {
    // The areas the server formats (shared/i18n/server-messages.ts).
    const sentIds = ids.filter((id) => /^(sent|notices|withdrawalNotices|statementPdf)\./.test(id));
    expect(sentIds.length).toBeGreaterThan(0);
    for (const catalogue of [en, ms, zh] as Catalogue[]) {
      for (const id of sentIds) {
        const elements = parse(catalogue[id], { ignoreTag: true });
        expect(
          elements.every((e) => e.type === TYPE.literal || e.type === TYPE.argument),
          `${id}: ${catalogue[id]}`,
        ).toBe(true);
        expect(catalogue[id], id).not.toContain("'");
      }
    }
    expect(messagesIn('ms').format('sent.mobileCodeSms', { code: '123456', minutes: 5 })).toBe(
      'Kod pengesahan anda ialah 123456. Kod ini sah selama 5 minit.',
    );
    expect(messagesIn(undefined).format('sent.hello', { firstName: 'Aisyah' })).toBe('Hello Aisyah,');
  });

  it('finds an English text back with its values, and translates it', () => {
    expect(findMessage('Alice, User menu')).toEqual({ id: 'shell.namedUserMenu', values: { name: 'Alice' } });
    expect(new Messages('ms', ms).localize('Alice, User menu')).toBe('Alice, Menu pengguna');
    expect(new Messages('zh', zh).localize('*Required')).toBe('*必填');
    // A text the catalogue does not have (a person's name, an organisation's words) stays as it is.
    expect(new Messages('ms', ms).localize('Kedai Runcit Ah Seng')).toBe('Kedai Runcit Ah Seng');
    expect(new Messages('en', en).localize('*Required')).toBe('*Required');
  });

  it('writes months as each language does', () => {
    expect(new Messages('en', en).month('2026-11')).toBe('November 2026');
    expect(new Messages('ms', ms).month('2026-01')).toBe('Januari 2026');
    expect(new Messages('zh', zh).month('2026-11')).toBe('2026年11月');
  });

  it("takes a browser's languages in order, the first the product speaks", () => {
    expect(languageFromPreferences(['ms-MY', 'en-US'])).toBe('ms');
    expect(languageFromPreferences(['fr-FR', 'zh-TW', 'en'])).toBe('zh');
    expect(languageFromPreferences(['en-GB'])).toBe('en');
    expect(languageFromPreferences(['ta-MY'])).toBeUndefined();
  });
});
