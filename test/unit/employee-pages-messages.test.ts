import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type Catalogue, type MessageId } from '../../shared/i18n/catalogue';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { findMessage, Messages } from '../../shared/i18n/messages';
import { periodText } from '../../web/src/i18n/period';

/** The areas of the employee's Advance Pay pages (docs/i18n.md). */
const AREAS = ['dashboard.', 'advancePay.', 'statements.', 'status.', 'table.'];
const ids = (Object.keys(en) as MessageId[]).filter((id) => AREAS.some((area) => id.startsWith(area)));

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
/** The parsed message (a syntax error throws). */
const parse = (message: string) => new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst();

/** The argument names of an ICU message, nested ones (in select and plural branches) included. */
function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    // Literals (0) and a plural's # (7) name no argument.
    const kind: number = element.type;
    if (kind === 0 || kind === 7 || !('value' in element)) continue;
    if (typeof element.value === 'string') into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the messages of the employee Advance Pay pages', () => {
  it('has them', () => {
    expect(ids.length).toBeGreaterThan(150);
  });

  for (const [language, catalogue] of [
    ['ms', ms],
    ['zh', zh],
  ] as [string, Catalogue][]) {
    it(`${language}: every message parses and takes the English message's arguments`, () => {
      const wrong = ids.filter((id) => {
        const english = argumentsOf(parse(en[id]));
        const translated = argumentsOf(parse(catalogue[id]));
        return [...english].sort().join() !== [...translated].sort().join();
      });
      expect(wrong).toEqual([]);
    });
  }

  it("translates the server's words by their English, values kept", () => {
    const malay = new Messages('ms', ms);
    expect(malay.localize('Your Withdrawal limit is MYR 1,000.00!')).toBe('Had Pengeluaran anda ialah MYR 1,000.00!');
    expect(malay.localize('Wrong verification code. 1 try left before your account is locked.')).toBe(
      'Kod pengesahan salah. Tinggal 1 cubaan sebelum akaun anda dikunci.',
    );
    expect(malay.localize('Wrong verification code. 3 tries left before your account is locked.')).toBe(
      'Kod pengesahan salah. Tinggal 3 cubaan sebelum akaun anda dikunci.',
    );
    expect(findMessage('5 wrong verification codes')).toEqual({
      id: 'advancePay.wrongCodesReason',
      values: { count: '5' },
    });
    const chinese = new Messages('zh', zh);
    expect(chinese.localize('Medical')).toBe('医疗');
    expect(chinese.localize('Completed')).toBe('已完成');
  });

  it('shows a period the server words in English in the page language', () => {
    const chinese = new Messages('zh', zh);
    expect(periodText((m) => chinese.month(m), 'November 2026')).toBe('2026年11月');
    expect(periodText((m) => chinese.month(m), 'not a period')).toBe('not a period');
  });
});
