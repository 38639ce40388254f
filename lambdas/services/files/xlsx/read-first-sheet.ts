import { readZipDirectory, type ZipEntry } from '../../../../shared/domain/files/zip-directory';
import { isBuiltInDateFormat, isDateFormat, serialToDmy } from './number-format';
import { unzipEntry } from './unzip';
import { attributes, elements, firstElement, stringText, unescapeXml } from './xml';

/**
 * The first sheet of an .xlsx workbook, read without a spreadsheet library (which would weigh
 * ~400 KB in the Lambda bundle): shared strings, inline strings, numbers, booleans, errors,
 * formulas and dates, which is all a data sheet holds. Styles only matter to tell a date from a
 * number. Nothing is evaluated: a formula cell keeps its formula.
 */

/** One cell: what it holds, and its formula when it has one. */
export interface XlsxCell {
  /** s text, n number, b boolean, e error, d date (already dd/mm/yyyy text). */
  type: 's' | 'n' | 'b' | 'e' | 'd';
  value: string | number | boolean;
  /** The formula without its `=`, when the cell has one (a shared formula's dependants carry the master's text). */
  formula?: string;
}

/** Zero-based cell range, both ends included. */
export interface CellRange {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

export interface XlsxSheet {
  /** The range read (rows beyond `maxRows` are not): the declared dimension and every cell read. */
  range: CellRange;
  /** The whole sheet's range: the declared dimension (possibly far beyond what was read) and the cells read. */
  fullRange: CellRange;
  /** Rows of cells by zero-based row and column. */
  rows: (XlsxCell | undefined)[][];
}

/** A1 reference → zero-based row and column. */
export function decodeCell(ref: string): { r: number; c: number } {
  const m = /^\$?([A-Z]{1,3})\$?(\d+)$/i.exec(ref.trim());
  if (!m) throw new Error(`Not a cell reference: ${ref}`);
  let c = 0;
  for (const ch of m[1].toUpperCase()) c = c * 26 + (ch.charCodeAt(0) - 64);
  return { r: Number(m[2]) - 1, c: c - 1 };
}

/** `A1:D20` (or `A1`) → its range. */
export function decodeRange(ref: string): CellRange {
  const [start, end = start] = ref.split(':');
  return { s: decodeCell(start), e: decodeCell(end) };
}

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** Resolve a relationship target against the folder of the part that names it (`xl/` for the workbook). */
function partPath(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const step of target.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.') parts.push(step);
  }
  return parts.join('/');
}

/** Per style index (`s` of a cell): whether its number format shows a date. */
function dateStyles(stylesXml: string | undefined): boolean[] {
  if (!stylesXml) return [];
  const custom = new Map<number, string>();
  for (const f of elements(stylesXml, 'numFmt')) {
    const a = attributes(f.tag);
    custom.set(Number(a.numFmtId), a.formatCode ?? '');
  }
  const cellXfs = /<(?:\w+:)?cellXfs[\s>][\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(stylesXml)?.[0] ?? '';
  return [...elements(cellXfs, 'xf')].map((xf) => {
    const id = Number(attributes(xf.tag).numFmtId ?? 0);
    const format = custom.get(id);
    return format === undefined ? isBuiltInDateFormat(id) : isDateFormat(format);
  });
}

/**
 * Read the first sheet, at most `maxRows` rows of it (a hostile sheet of a million rows is never
 * walked past them). Throws when the workbook is damaged or lacks its parts.
 */
export function readFirstSheet(bytes: Uint8Array, maxRows: number): XlsxSheet {
  const directory = readZipDirectory(bytes);
  if (!directory.ok) throw new Error(`Not a readable zip (${directory.why})`);
  const byName = new Map<string, ZipEntry>(directory.entries.map((e) => [e.name.replace(/^\//, ''), e]));
  const part = (name: string): string | undefined => {
    const entry = byName.get(name);
    return entry ? text(unzipEntry(bytes, entry)) : undefined;
  };

  const workbook = part('xl/workbook.xml');
  if (workbook === undefined) throw new Error('No workbook part');
  const date1904 = /<(?:\w+:)?workbookPr[^>]*\bdate1904="(1|true)"/.test(workbook);
  const firstSheet = firstElement(workbook, 'sheet');
  if (!firstSheet) throw new Error('The workbook has no sheet');
  const relId = attributes(firstSheet.tag).id;
  const rels = part('xl/_rels/workbook.xml.rels') ?? '';
  const rel = [...elements(rels, 'Relationship')].map((r) => attributes(r.tag)).find((r) => r.Id === relId);
  const sheetPath = rel?.Target ? partPath('xl/workbook.xml', rel.Target) : 'xl/worksheets/sheet1.xml';
  const sheetXml = part(sheetPath);
  if (sheetXml === undefined) throw new Error(`No sheet part ${sheetPath}`);

  const sharedStrings = [...elements(part('xl/sharedStrings.xml') ?? '', 'si')].map((si) => stringText(si.inner));
  const isDateStyle = dateStyles(part('xl/styles.xml'));

  const declaredRef = /<(?:\w+:)?dimension\b[^>]*\bref="([^"]+)"/.exec(sheetXml)?.[1];
  const declared = declaredRef ? decodeRange(declaredRef) : undefined;
  const rows: (XlsxCell | undefined)[][] = [];
  const seen = { s: { r: Infinity, c: Infinity }, e: { r: -1, c: -1 } };
  const sharedFormulas = new Map<string, string>();

  let nextRow = 0;
  for (const row of elements(sheetXml, 'row')) {
    const r = attributes(row.tag).r;
    const rowIndex = r === undefined ? nextRow : Number(r) - 1;
    nextRow = rowIndex + 1;
    if (rowIndex >= maxRows) break;
    let nextColumn = 0;
    for (const cell of elements(row.inner, 'c')) {
      const a = attributes(cell.tag);
      const at = a.r ? decodeCell(a.r) : { r: rowIndex, c: nextColumn };
      nextColumn = at.c + 1;
      const parsed = readCell(a, cell.inner, sharedStrings, isDateStyle, sharedFormulas, date1904);
      if (!parsed) continue;
      (rows[at.r] ??= [])[at.c] = parsed;
      seen.s.r = Math.min(seen.s.r, at.r);
      seen.s.c = Math.min(seen.s.c, at.c);
      seen.e.r = Math.max(seen.e.r, at.r);
      seen.e.c = Math.max(seen.e.c, at.c);
    }
  }

  const union = (a: CellRange | undefined, b: CellRange): CellRange =>
    a
      ? {
          s: { r: Math.min(a.s.r, b.s.r), c: Math.min(a.s.c, b.s.c) },
          e: { r: Math.max(a.e.r, b.e.r), c: Math.max(a.e.c, b.e.c) },
        }
      : b;
  const fullRange = seen.e.r < 0 ? (declared ?? { s: { r: 0, c: 0 }, e: { r: -1, c: -1 } }) : union(declared, seen);
  const range: CellRange = {
    s: fullRange.s,
    e: { r: Math.min(fullRange.e.r, maxRows - 1), c: fullRange.e.c },
  };
  return { range, fullRange, rows };
}

/** One `<c>` element → its cell, or undefined when it holds nothing (a formatted blank). */
function readCell(
  a: Partial<Record<string, string>>,
  inner: string,
  sharedStrings: string[],
  isDateStyle: boolean[],
  sharedFormulas: Map<string, string>,
  date1904: boolean,
): XlsxCell | undefined {
  const f = firstElement(inner, 'f');
  let formula: string | undefined;
  if (f) {
    const fa = attributes(f.tag);
    formula = unescapeXml(f.inner);
    if (fa.t === 'shared' && fa.si !== undefined) {
      if (formula) sharedFormulas.set(fa.si, formula);
      else formula = sharedFormulas.get(fa.si) ?? '';
    }
  }
  const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner)?.[1];
  const withFormula = (cell: XlsxCell): XlsxCell => (formula ? { ...cell, formula } : cell);
  switch (a.t) {
    case 's':
      return v === undefined ? undefined : withFormula({ type: 's', value: sharedStrings[Number(v)] ?? '' });
    case 'inlineStr': {
      const is = firstElement(inner, 'is');
      return withFormula({ type: 's', value: is ? stringText(is.inner) : '' });
    }
    case 'str':
      return withFormula({ type: 's', value: v === undefined ? '' : unescapeXml(v) });
    case 'b':
      return v === undefined ? undefined : withFormula({ type: 'b', value: v.trim() === '1' || v.trim() === 'true' });
    case 'e':
      return withFormula({ type: 'e', value: v === undefined ? '#ERROR' : unescapeXml(v) });
    case 'd': {
      if (v === undefined) return undefined;
      const iso = unescapeXml(v).slice(0, 10);
      const [y, m, d] = iso.split('-');
      return withFormula({ type: 'd', value: `${d}/${m}/${y}` });
    }
    default: {
      if (v === undefined || v.trim() === '') return formula ? { type: 's', value: '', formula } : undefined;
      const n = Number(v);
      if (isDateStyle[Number(a.s ?? 0)]) return withFormula({ type: 'd', value: serialToDmy(n, date1904) });
      return withFormula({ type: 'n', value: n });
    }
  }
}
