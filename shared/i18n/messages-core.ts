/**
 * Formatting the catalogue's messages (the part of ICU message syntax it uses: icu-lite.ts, held to
 * FormatJS's intl-messageformat by a test) in one language, from the part of the catalogue at hand:
 * the site loads an area with the pages that use it (web/src/i18n/i18n.ts), so nothing here imports
 * a whole catalogue (messages.ts is this with the whole catalogue, for the server and the tests).
 */
import type { MessageId } from './catalogue';
import { compileMessage, type MessageValues } from './icu-lite';
import { LOCALE_OF, type Language } from './languages';

export type { MessageValues };

/** An English message with plain `{name}` placeholders, as a pattern that finds their values in a text. */
interface ReversePattern {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The messages of the catalogue at hand (all, or the areas loaded so far), by id. */
export type PartialCatalogue = Readonly<Partial<Record<MessageId, string>>>;

/** An English catalogue indexed by text: exact texts, and the messages whose only arguments are `{name}`. */
function reverseIndex(en: PartialCatalogue) {
  const exact = new Map<string, MessageId>();
  const patterns: ReversePattern[] = [];
  for (const [id, message] of Object.entries(en) as [MessageId, string][]) {
    if (!message.includes('{')) {
      if (!exact.has(message)) exact.set(message, id);
      continue;
    }
    const parts = message.split(/\{(\w+)\}/);
    // Plural, select or formatted arguments ({n, plural, …}) are not matched back.
    if (parts.some((part, i) => i % 2 === 0 && /[{}]/.test(part))) continue;
    const names = parts.filter((_, i) => i % 2 === 1);
    const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)')).join('');
    patterns.push({ id, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  // Longer fixed text first: 'Amount must be at most RM {max}' before '{field} must be at most {max}'.
  patterns.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, patterns };
}

const indexes = new WeakMap<PartialCatalogue, ReturnType<typeof reverseIndex>>();

/** The id and values of an English text, if the English catalogue `english` has it. */
export function findMessageIn(
  english: PartialCatalogue,
  text: string,
): { id: MessageId; values?: MessageValues } | undefined {
  let index = indexes.get(english);
  if (!index) {
    index = reverseIndex(english);
    indexes.set(english, index);
  }
  const exact = index.exact.get(text);
  if (exact) return { id: exact };
  for (const { id, pattern, names } of index.patterns) {
    const match = pattern.exec(text);
    if (match) return { id, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** The messages of one language. */
export class Messages {
  private readonly formats = new Map<MessageId, (values?: MessageValues) => string>();
  /** Made once: a month list formats twelve or more at a time. */
  private monthFormat: Intl.DateTimeFormat | undefined;
  readonly locale: string;

  /**
   * `catalogue`: the language's messages; `english`: the same ids' English, where `localize` looks
   * an English text up (in another language than English).
   */
  constructor(
    readonly language: Language,
    private readonly catalogue: PartialCatalogue,
    private readonly english: PartialCatalogue,
  ) {
    this.locale = LOCALE_OF[language];
  }

  /** The message `id` with its `values`. */
  format(id: MessageId, values?: MessageValues): string {
    let format = this.formats.get(id);
    if (!format) {
      const message = this.catalogue[id];
      // An area not loaded: the route of the page that uses it names it (web/src/app/route-pages.ts).
      if (message === undefined) throw new Error(`The message ${id} is not loaded (its area loads with its pages)`);
      format = compileMessage(message);
      this.formats.set(id, format);
    }
    return format(values);
  }

  /**
   * An English text (the spec's words from a schema, the server or the code) in this language: the
   * catalogue's translation when the text is one of its messages, values kept; otherwise the text
   * as it is (a person's name, an organisation's own words).
   */
  localize(text: string): string {
    if (this.language === 'en') return text;
    const found = findMessageIn(this.english, text);
    return found ? this.format(found.id, found.values) : text;
  }

  /** A month of a year ('2026-11') as this language writes it: 'November 2026', '2026年11月'. */
  month(yearMonth: string): string {
    const [year, month] = yearMonth.split('-').map(Number);
    if (!year || !month) return yearMonth;
    this.monthFormat ??= new Intl.DateTimeFormat(this.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return this.monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
  }
}
