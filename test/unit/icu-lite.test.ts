import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type Catalogue } from '../../shared/i18n/catalogue';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { compileMessage, type MessageValues } from '../../shared/i18n/icu-lite';
import { LOCALE_OF, type Language } from '../../shared/i18n/languages';

const CATALOGUES: Record<Language, Catalogue> = { en, ms, zh };

/** Each argument of a message, with the keys its selects offer. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, string[]>()): Map<string, string[]> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.set(element.value, found.get(element.value) ?? []);
    if (element.type === TYPE.select) {
      found.set(element.value, [...(found.get(element.value) ?? []), ...Object.keys(element.options)]);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

/** Sets of values that reach every option of every select, with texts and numbers. */
function valueSets(message: string): MessageValues[] {
  const args = argumentsOf(parse(message, { ignoreTag: true }));
  const longest = Math.max(1, ...[...args.values()].map((keys) => keys.length + 1));
  return Array.from({ length: longest }, (_, i) =>
    Object.fromEntries(
      [...args.entries()].map(([name, keys]) => {
        if (keys.length > 0) return [name, [...keys, 'not-a-key'][i % (keys.length + 1)]];
        return [name, i % 2 === 0 ? `‹${name}›` : 1234567.5 + i];
      }),
    ),
  );
}

describe('icu-lite, the catalogue formatter of the site and the server', () => {
  for (const language of ['en', 'ms', 'zh'] as const) {
    it(`formats every ${language} message as FormatJS does, with every select option`, () => {
      const locale = LOCALE_OF[language];
      for (const [id, message] of Object.entries(CATALOGUES[language])) {
        const lite = compileMessage(message);
        for (const values of valueSets(message)) {
          const formatjs = String(
            new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values),
          );
          expect(lite(values), `${id}: ${JSON.stringify(values)}`).toBe(formatjs);
        }
      }
    });
  }

  it('reads quoted braces and doubled apostrophes as ICU does', () => {
    for (const message of ["It's '{'literal'}' and ''quoted''", "Don't {name}", "'{x}' {x}"]) {
      const values = { name: 'Ali', x: 'y' };
      expect(compileMessage(message)(values)).toBe(
        String(new IntlMessageFormat(message, 'en-MY', undefined, { ignoreTag: true }).format(values)),
      );
    }
  });

  it('refuses syntax it does not read, and a missing value', () => {
    expect(() => compileMessage('{n, plural, one {# item} other {# items}}')).toThrow(/Unsupported/);
    expect(() => compileMessage('{n, number, ::currency/MYR}')).toThrow(/Unsupported/);
    expect(() => compileMessage('Hello {name}')({})).toThrow(/was not given/);
  });
});
