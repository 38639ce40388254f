import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The text of a PDF drawn with pdf-lib's standard fonts, line by line: every `<hex> Tj` run with
 * its `Tm` position, runs of one baseline joined left to right with ' | '. Enough to check the
 * figures a statement draws (pdf-lib writes each drawText as one positioned hex string in
 * WinAnsi); not a general PDF text extractor.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const runs: { x: number; y: number; text: string }[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const m of ops.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g)) {
        runs.push({ x: Number(m[1]), y: Number(m[2]), text: Buffer.from(m[3], 'hex').toString('latin1') });
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
