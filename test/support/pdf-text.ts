import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The text of a PDF drawn with the standard fonts (and the predefined Chinese font), line by line:
 * every text drawn at a `Tm` position (its `<hex> Tj` runs, in WinAnsi, or UCS-2 in a Type0 font,
 * joined), texts of one baseline joined left to right with ' | '. Enough to check the figures a
 * statement draws (each drawText is one positioned text); not a general PDF text extractor.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const twoByte = new Set(
      (fonts?.keys() ?? [])
        .filter((key) => fonts!.lookup(key, PDFDict).get(PDFName.of('Subtype'))?.toString() === '/Type0')
        .map((key) => key.asString().slice(1)),
    );
    const decode = (font: string, hex: string) => {
      const bytes = Buffer.from(hex, 'hex');
      return twoByte.has(font) ? bytes.swap16().toString('utf16le') : bytes.toString('latin1');
    };
    const runs: { x: number; y: number; text: string }[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const block of ops.matchAll(
        /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s*((?:\/F\d+ [\d.]+ Tf\s*<[0-9A-Fa-f]*> Tj\s*)+)/g,
      )) {
        const text = [...block[3].matchAll(/\/(F\d+) [\d.]+ Tf\s*<([0-9A-Fa-f]*)> Tj/g)]
          .map((m) => decode(m[1], m[2]))
          .join('');
        runs.push({ x: Number(block[1]), y: Number(block[2]), text });
      }
    }
    const byLine = new Map<number, typeof runs>();
    for (const r of runs) byLine.set(r.y, [...(byLine.get(r.y) ?? []), r]);
    for (const y of [...byLine.keys()].sort((a, b) => b - a)) {
      lines.push(
        byLine
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((r) => r.text)
          .join(' | '),
      );
    }
  }
  return lines;
}
