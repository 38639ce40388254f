import { deflateSync } from 'node:zlib';
import { HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS } from './font-widths';

/**
 * A small PDF writer: A4 (or any size) pages, the standard Helvetica and Helvetica-Bold fonts in
 * WinAnsi (Latin-1) encoding with their widths for measuring, text, lines, filled rectangles and
 * RGB colours, each page's content deflated. Chinese text: a font may carry the PDF's predefined
 * Simplified Chinese font (STSong-Light, Adobe-GB1, encoded UniGB-UCS2-H: every PDF reader supplies
 * its glyphs, so nothing is embedded); the characters outside Latin-1 are then drawn with it. It replaces the pdf-lib package in the Lambdas
 * (~500 KB of their bundles, docs/architecture.md#lambda-bundles); its API follows the part of
 * pdf-lib the statements used. Text is written as pdf-lib wrote it (one positioned hex string per
 * call), so what reads those PDFs reads these.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const rgb = (r: number, g: number, b: number): Rgb => ({ r, g, b });

/** The two standard fonts the documents use. */
export const StandardFonts = { Helvetica: 'Helvetica', HelveticaBold: 'Helvetica-Bold' } as const;
type FontName = (typeof StandardFonts)[keyof typeof StandardFonts] | typeof CJK_FONT;

/** The predefined Simplified Chinese font (full-width glyphs, 1000 units each). */
const CJK_FONT = 'STSong-Light';

/** Latin-1: what the standard fonts draw; anything else goes to the Chinese font when there is one. */
const isLatin1 = (code: number) => (code >= 32 && code <= 126) || (code >= 160 && code <= 255);

/** Text cut into runs of Latin-1 and of other characters (in order). */
function runsOf(text: string): { latin: boolean; text: string }[] {
  const runs: { latin: boolean; text: string }[] = [];
  for (const ch of text) {
    const latin = isLatin1(ch.codePointAt(0) ?? 63);
    const last = runs.at(-1);
    if (last?.latin === latin) last.text += ch;
    else runs.push({ latin, text: ch });
  }
  return runs;
}

/** UCS-2 big-endian codes of text (UniGB-UCS2-H); a character beyond the BMP becomes a full-width '？'. */
function ucs2Hex(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0xff1f;
    out += (code > 0xffff ? 0xff1f : code).toString(16).padStart(4, '0').toUpperCase();
  }
  return out;
}

/** Latin-1 bytes of text: anything outside WinAnsi's Latin-1 part becomes '?'. */
function winAnsiCodes(text: string): number[] {
  const codes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    codes.push(isLatin1(code) ? code : 63);
  }
  return codes;
}

export class PdfFont {
  constructor(
    readonly name: FontName,
    /** The font's resource name on every page (`F1`, `F2`). */
    readonly key: string,
    private readonly widths: readonly number[],
    /** The Chinese font that draws what this one cannot (Latin-1 stays with this one). */
    readonly cjk?: PdfFont,
  ) {}

  get isCjk(): boolean {
    return this.name === CJK_FONT;
  }

  /** Width of the text drawn at `size` points (kerning is not applied, as in the text drawn). */
  widthOfTextAtSize(text: string, size: number): number {
    let total = 0;
    for (const run of this.cjk ? runsOf(text) : [{ latin: true, text }]) {
      if (run.latin) for (const code of winAnsiCodes(run.text)) total += this.widths[code - 32] ?? 0;
      else total += 1000 * (ucs2Hex(run.text).length / 4);
    }
    return (total * size) / 1000;
  }

  /** The text-showing operators of text in this font: one `Tj` per run, switching to the Chinese font and back. */
  showText(text: string, size: number): string {
    const cjk = this.cjk;
    if (!cjk) return `/${this.key} ${num(size)} Tf\n<${hex(winAnsiCodes(text))}> Tj`;
    return runsOf(text)
      .map((run) =>
        run.latin
          ? `/${this.key} ${num(size)} Tf\n<${hex(winAnsiCodes(run.text))}> Tj`
          : `/${cjk.key} ${num(size)} Tf\n<${ucs2Hex(run.text)}> Tj`,
      )
      .join('\n');
  }
}

/** A number as PDF writes it: at most 4 decimals, no trailing zeros, no exponent. */
const num = (n: number): string => {
  const fixed = (Math.round(n * 10_000) / 10_000).toFixed(4);
  return fixed.replace(/\.?0+$/, '') || '0';
};
const colour = (c: Rgb) => `${num(c.r)} ${num(c.g)} ${num(c.b)}`;
const hex = (codes: number[]) => codes.map((c) => c.toString(16).padStart(2, '0').toUpperCase()).join('');

export class PdfPage {
  /** Content stream operators, one drawing per entry. */
  readonly ops: string[] = [];
  readonly fonts = new Set<PdfFont>();

  constructor(readonly size: readonly [number, number]) {}

  drawText(text: string, o: { x: number; y: number; size: number; font: PdfFont; color?: Rgb }): void {
    this.fonts.add(o.font);
    if (o.font.cjk) this.fonts.add(o.font.cjk);
    this.ops.push(
      `q\nBT\n${colour(o.color ?? rgb(0, 0, 0))} rg\n1 0 0 1 ${num(o.x)} ${num(o.y)} Tm\n${o.font.showText(text, o.size)}\nET\nQ`,
    );
  }

  drawLine(o: {
    start: { x: number; y: number };
    end: { x: number; y: number };
    thickness?: number;
    color?: Rgb;
  }): void {
    this.ops.push(
      `q\n${colour(o.color ?? rgb(0, 0, 0))} RG\n${num(o.thickness ?? 1)} w\n${num(o.start.x)} ${num(o.start.y)} m\n${num(o.end.x)} ${num(o.end.y)} l\nS\nQ`,
    );
  }

  drawRectangle(o: { x: number; y: number; width: number; height: number; color: Rgb }): void {
    this.ops.push(`q\n${colour(o.color)} rg\n${num(o.x)} ${num(o.y)} ${num(o.width)} ${num(o.height)} re\nf\nQ`);
  }
}

/** A PDF date `D:YYYYMMDDHHmmSSZ` (UTC). */
const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** Text as a PDF hex string in UTF-16BE with its byte-order mark (any character, as pdf-lib writes metadata). */
const utf16Hex = (text: string) => {
  let out = 'FEFF';
  for (let i = 0; i < text.length; i += 1) out += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${out}>`;
};

export class PdfDocument {
  private readonly pages: PdfPage[] = [];
  private readonly fonts = new Map<string, PdfFont>();
  private readonly info: Record<string, string> = {
    Producer: utf16Hex('advance-pay'),
    Creator: utf16Hex('advance-pay'),
  };

  static create(): PdfDocument {
    return new PdfDocument();
  }

  setTitle(title: string): void {
    this.info.Title = utf16Hex(title);
  }
  setAuthor(author: string): void {
    this.info.Author = utf16Hex(author);
  }
  setCreationDate(date: Date): void {
    this.info.CreationDate = `(${pdfDate(date)})`;
  }
  setModificationDate(date: Date): void {
    this.info.ModDate = `(${pdfDate(date)})`;
  }

  /** A standard font; with `chinese`, one that draws Chinese characters too (through STSong-Light). */
  embedFont(name: (typeof StandardFonts)[keyof typeof StandardFonts], opts: { chinese?: boolean } = {}): PdfFont {
    const widths = name === 'Helvetica' ? HELVETICA_WIDTHS : HELVETICA_BOLD_WIDTHS;
    if (opts.chinese) {
      const cjk = this.font(CJK_FONT, () => new PdfFont(CJK_FONT, this.nextKey(), []));
      return this.font(`${name}+${CJK_FONT}`, () => new PdfFont(name, this.nextKey(), widths, cjk));
    }
    return this.font(name, () => new PdfFont(name, this.nextKey(), widths));
  }

  private font(id: string, make: () => PdfFont): PdfFont {
    let font = this.fonts.get(id);
    if (!font) {
      font = make();
      this.fonts.set(id, font);
    }
    return font;
  }

  private nextKey(): string {
    return `F${String(this.fonts.size + 1)}`;
  }

  addPage(size: readonly [number, number]): PdfPage {
    const page = new PdfPage(size);
    this.pages.push(page);
    return page;
  }

  getPageCount(): number {
    return this.pages.length;
  }

  /** The file: objects, a cross-reference table and the trailer (PDF 1.7). */
  save(): Uint8Array {
    const chunks: Buffer[] = [];
    const offsets: number[] = [];
    let length = 0;
    const write = (part: string | Buffer) => {
      const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
      chunks.push(buffer);
      length += buffer.length;
    };
    const object = (id: number, body: string | Buffer[]) => {
      offsets[id] = length;
      write(`${String(id)} 0 obj\n`);
      if (typeof body === 'string') write(body);
      else body.forEach(write);
      write('\nendobj\n');
    };

    // Object numbers: 1 catalog, 2 page tree, 3 info, then fonts, then a page and its content per page,
    // then the Chinese font's CIDFont and its descriptor.
    const fonts = [...this.fonts.values()];
    const fontId = (i: number) => 4 + i;
    const pageId = (i: number) => 4 + fonts.length + i * 2;
    const cjkParts = 4 + fonts.length + this.pages.length * 2;
    const fontResources = fonts.map((f, i) => `/${f.key} ${String(fontId(i))} 0 R`).join(' ');

    write('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n');
    object(1, '<< /Type /Catalog /Pages 2 0 R >>');
    object(
      2,
      `<< /Type /Pages /Kids [${this.pages.map((_, i) => `${String(pageId(i))} 0 R`).join(' ')}] /Count ${String(this.pages.length)} >>`,
    );
    object(
      3,
      `<< ${Object.entries(this.info)
        .map(([k, v]) => `/${k} ${v}`)
        .join(' ')} >>`,
    );
    fonts.forEach((f, i) => {
      object(
        fontId(i),
        f.isCjk
          ? `<< /Type /Font /Subtype /Type0 /BaseFont /${CJK_FONT} /Encoding /UniGB-UCS2-H /DescendantFonts [${String(cjkParts)} 0 R] >>`
          : `<< /Type /Font /Subtype /Type1 /BaseFont /${f.name} /Encoding /WinAnsiEncoding >>`,
      );
    });
    this.pages.forEach((page, i) => {
      const id = pageId(i);
      object(
        id,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.size[0])} ${num(page.size[1])}] /Resources << /Font << ${fontResources} >> >> /Contents ${String(id + 1)} 0 R >>`,
      );
      const content = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'));
      object(id + 1, [
        Buffer.from(`<< /Length ${String(content.length)} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]);
    });

    if (fonts.some((f) => f.isCjk)) {
      object(
        cjkParts,
        `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${CJK_FONT} /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${String(cjkParts + 1)} 0 R /DW 1000 >>`,
      );
      object(
        cjkParts + 1,
        `<< /Type /FontDescriptor /FontName /${CJK_FONT} /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>`,
      );
    }

    const xref = length;
    const count = offsets.length;
    write(`xref\n0 ${String(count)}\n0000000000 65535 f \n`);
    for (let id = 1; id < count; id += 1) write(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
    write(`trailer\n<< /Size ${String(count)} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`);
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export type { PdfFont as PDFFont, PdfPage as PDFPage };
