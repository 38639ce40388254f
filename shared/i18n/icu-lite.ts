/**
 * The part of ICU message syntax the catalogue uses, formatted without FormatJS's parser (about
 * 10 KB of script the site's first download then does without): text (an apostrophe quotes a
 * brace, `''` is one apostrophe), `{name}` (its value as it is, as FormatJS writes one) and
 * `{name, select, key {…} other {…}}`. Any other syntax (plural, number formats) is refused when
 * the message is compiled; test/unit/icu-lite.test.ts holds every message of the catalogue to
 * FormatJS's own output.
 */
import type { PrimitiveType } from './icu-values';

type Part = string | { arg: string } | { arg: string; select: Record<string, Part[]> };

/** A message's parts, or an error naming what it cannot read. */
function parse(message: string): Part[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`Unsupported message syntax (${what}) at ${String(at)}: ${message}`);
  };
  const parts = (inner: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    while (at < message.length) {
      const c = message[at];
      if (c === "'") {
        const next = message[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === '{' || next === '}') {
          const end = message.indexOf("'", at + 1);
          if (end < 0) fail('unclosed quote');
          text += message.slice(at + 1, end);
          at = end + 1;
        } else {
          text += c;
          at += 1;
        }
      } else if (c === '{') {
        if (text) out.push(text);
        text = '';
        out.push(argument());
      } else if (c === '}') {
        if (!inner) fail('unmatched }');
        break;
      } else {
        text += c;
        at += 1;
      }
    }
    if (text) out.push(text);
    return out;
  };
  const skipSpace = () => {
    while (/\s/.test(message[at] ?? '')) at += 1;
  };
  const word = () => {
    skipSpace();
    const name = /^[^\s{},]+/.exec(message.slice(at))?.[0] ?? fail('a name');
    at += name.length;
    skipSpace();
    return name;
  };
  const argument = (): Part => {
    at += 1; // {
    const arg = word();
    if (message[at] === '}') {
      at += 1;
      return { arg };
    }
    if (message[at] !== ',') fail('an argument');
    at += 1;
    const kind = word();
    if (kind !== 'select') fail(kind);
    if (message[at] !== ',') fail('select options');
    at += 1;
    const select: Record<string, Part[]> = {};
    for (;;) {
      skipSpace();
      if (message[at] === '}') {
        at += 1;
        break;
      }
      const key = word();
      if (message[at] !== '{') fail('an option');
      at += 1;
      select[key] = parts(true);
      if (message[at] !== '}') fail('an unclosed option');
      at += 1;
    }
    if (!('other' in select)) fail('select without other');
    return { arg, select };
  };
  const out = parts(false);
  return out;
}

export type MessageValues = Record<string, PrimitiveType>;

/** A compiled message: its values in, the text out (a value as it is, as FormatJS writes a plain argument). */
export function compileMessage(message: string): (values?: MessageValues) => string {
  const parsed = parse(message);
  const write = (items: Part[], values: MessageValues): string =>
    items
      .map((part) => {
        if (typeof part === 'string') return part;
        if (!(part.arg in values)) throw new Error(`The value of {${part.arg}} was not given: ${message}`);
        const value = values[part.arg];
        if ('select' in part) return write(part.select[String(value)] ?? part.select.other, values);
        return value === null || value === undefined ? '' : String(value);
      })
      .join('');
  return (values = {}) => write(parsed, values);
}
