/** The widest a long name or e-mail is shown in a table cell before it ends in "…". */
export const TRUNCATED_TEXT_MAX_WIDTH = 200;

/**
 * Text of a table cell that may be very long (an e-mail, a display name): shown on one line up to
 * {@link TRUNCATED_TEXT_MAX_WIDTH} pixels, then cut with "…", the whole text in its tooltip. The
 * tables do not wrap lines, so one long value would otherwise push the status and the actions out
 * of view at laptop width. Marked `data-free-text`: the one cut a table may show (the browser
 * test of the tables' widths, test/e2e/table-widths.test.ts, lets it be and fails any other).
 */
export function TruncatedText({ text, maxWidth = TRUNCATED_TEXT_MAX_WIDTH }: { text: string; maxWidth?: number }) {
  return (
    <span
      title={text}
      data-free-text=""
      style={{
        display: 'inline-block',
        maxWidth,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {text}
    </span>
  );
}
