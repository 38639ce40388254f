/**
 * The little XML an .xlsx needs, read with regular expressions: its parts are machine-written,
 * flat and known. Attribute values and text come back unescaped.
 */

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text of XML with its entities (`&amp;`, `&#233;`, `&#xE9;`) and OOXML's `_xHHHH_` escapes decoded. */
export function unescapeXml(text: string): string {
  return text
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return NAMED[name] ?? whole;
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The attributes of one start tag (`<c r="A1" t="s">`), by local name (prefixes dropped). */
export function attributes(tag: string): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = m[1].includes(':') ? m[1].slice(m[1].indexOf(':') + 1) : m[1];
    // Either quote style: the group that did not match is undefined at run time.
    const [doubleQuoted, singleQuoted] = [m[2], m[3]] as (string | undefined)[];
    out[name] = unescapeXml(doubleQuoted ?? singleQuoted ?? '');
  }
  return out;
}

/** Every element `<name …>…</name>` or `<name …/>` (no nesting of the same name), with its start tag and inner text. */
export function* elements(xml: string, name: string): Generator<{ tag: string; inner: string }> {
  const pattern = elementPattern(name);
  pattern.lastIndex = 0;
  for (let m = pattern.exec(xml); m; m = pattern.exec(xml)) {
    const found = { tag: m[1], inner: (m[2] as string | undefined) ?? '' };
    const resumeAt = pattern.lastIndex;
    yield found;
    // The same pattern may have been used in between (nested calls for another part of the text).
    pattern.lastIndex = resumeAt;
  }
}

/** One compiled pattern per element name: a sheet has a hundred thousand cells to match. */
const patterns = new Map<string, RegExp>();
function elementPattern(name: string): RegExp {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`<(?:\\w+:)?${name}(?=[\\s/>])([^>]*?)(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${name}>)`, 'g');
    patterns.set(name, pattern);
  }
  return pattern;
}

/** The text of every `<t>` inside (a shared or inline string, rich text runs joined; phonetic runs left out). */
export function stringText(inner: string): string {
  const withoutPhonetics = inner.replace(/<(?:\w+:)?rPh[\s>][\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let text = '';
  for (const t of elements(withoutPhonetics, 't')) text += unescapeXml(t.inner);
  return text;
}

/** The first such element, or undefined. */
export function firstElement(xml: string, name: string): { tag: string; inner: string } | undefined {
  for (const found of elements(xml, name)) return found;
  return undefined;
}
