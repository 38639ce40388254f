/**
 * CSV text → records of fields, as typed (nothing is turned into a number or a date). Follows the
 * reading of the SheetJS library it replaces in the Lambdas: the separator is guessed from the
 * first 1,024 characters (comma, tab, semicolon or pipe, the most frequent outside quotes; a
 * leading `sep=;` line names it), a field that starts with `"` is unquoted with `""` read as `"`,
 * quoted separators and line breaks are data, and CRLF, LF or CR end a record.
 */

const SEPARATORS = [',', '\t', ';', '|'];

function guessSeparator(sample: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of sample) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && SEPARATORS.includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  // The most frequent; a tie goes to the earlier of SEPARATORS; none at all, a comma.
  let best = ',';
  let bestCount = 0;
  for (const sep of SEPARATORS) {
    const n = counts.get(sep) ?? 0;
    if (n > bestCount) [best, bestCount] = [sep, n];
  }
  return best;
}

/** The records of CSV text, at most `maxRecords` of them (the rest is never split). */
export function csvRecords(input: string, maxRecords = Infinity): string[][] {
  let text = input;
  let separator: string;
  const declared = /^sep=(.)\r?\n/.exec(text);
  if (declared) {
    separator = declared[1];
    text = text.slice(declared[0].length);
  } else {
    separator = guessSeparator(text.slice(0, 1024));
  }
  const records: string[][] = [];
  let record: string[] = [];
  let start = 0;
  let quoted = false;
  const field = (end: number): string => {
    const raw = text.slice(start, end);
    return raw.startsWith('"')
      ? raw.slice(1, raw.endsWith('"') && raw.length > 1 ? -1 : undefined).replace(/""/g, '"')
      : raw;
  };
  for (let i = 0; i <= text.length && records.length < maxRecords; i += 1) {
    const ch = i < text.length ? text.charAt(i) : '\n';
    if (ch === '"') {
      quoted = !quoted;
      continue;
    }
    if (quoted && i < text.length) continue;
    if (ch === separator) {
      record.push(field(i));
      start = i + 1;
    } else if (ch === '\n' || ch === '\r') {
      record.push(field(i));
      // The text's end after a final line break adds no record.
      if (!(i === text.length && record.length === 1 && record[0] === '')) records.push(record);
      record = [];
      if (ch === '\r' && text.charAt(i + 1) === '\n') i += 1;
      start = i + 1;
    }
  }
  return records;
}
