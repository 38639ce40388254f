/**
 * The size of CSV text, counted before it is parsed (import files are bounded before any work
 * they would cause). Kept apart from the spreadsheet code so a Lambda can use it without it.
 */

/** Records and the most fields in one record of CSV text (quoted commas and line breaks are data). */
export function csvDimensions(text: string): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  let fields = 1;
  let quoted = false;
  let empty = true;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (ch === 34 /* " */) quoted = !quoted;
    else if (!quoted && ch === 44 /* , */) fields += 1;
    else if (!quoted && ch === 10 /* \n */) {
      rows += 1;
      columns = Math.max(columns, fields);
      fields = 1;
      empty = true;
      continue;
    }
    if (ch !== 13 /* \r */) empty = false;
  }
  if (!empty) {
    rows += 1;
    columns = Math.max(columns, fields);
  }
  return { rows, columns };
}
