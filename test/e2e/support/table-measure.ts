import type { Page } from 'playwright-core';

/**
 * What the browser tests measure of a page's tables (test/e2e/table-widths.test.ts): texts cut
 * off, texts under the sticky action column, the status and actions out of view, money broken
 * over lines, and each row's action cell; and how a page is opened and waited for.
 */

/** One table of a page as drawn, and what is wrong with it. */
export interface TableMeasure {
  /** Its test id, else its header's text. */
  name: string;
  rows: number;
  /** Texts cut off (header or cell): '<column>: <text>'. */
  cut: string[];
  /** Texts the sticky last column covers: '<column>: <text>'. */
  covered: string[];
  /** Status and row action columns reaching out of the window (or the table's own scroll box). */
  outOfView: string[];
  /** Money ('RM 1,900.00') taking more than one line. */
  brokenMoney: string[];
  /** Money cells seen. */
  money: number;
  /** Each row's cell of the row actions column. */
  actions: ActionCell[];
}

/** A row's action cell as drawn. */
export interface ActionCell {
  column: string;
  text: string;
  /** Drawn by the tables' kit (RowActions). */
  kit: boolean;
  lines: number;
  /** Actions standing in the row (buttons, links), and menus holding them. */
  inline: number;
  menus: number;
  /** Actions taller than one line of their own text (a word broken onto a second line). */
  wrapped: string[];
  /** Texts drawn (partly) outside their cell: cut off by it, or over its neighbour. */
  outside: string[];
}

/** The headers of row action columns (the spec's 'Actions'; 'Options' on the disbursements). */
export const ACTION_HEADERS = ['Actions', 'Options'];

/** Measures every table of the page (each Cloudscape table: its `table` with a body). */
export async function measureTables(page: Page): Promise<TableMeasure[]> {
  return page.evaluate((actionHeaders) => {
    /** The boxes of the text inside `el`, one per line piece, as drawn. */
    const textBoxes = (el: Element): DOMRect[] => {
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
      return boxes;
    };
    /**
     * Lines the text in `el` takes: the boxes of its text sorted top-down, a new line wherever a
     * box starts below the bottom of the line before (words side by side share one line).
     */
    const linesOf = (el: Element): number => {
      const boxes = textBoxes(el).sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= bottom - 1) {
          lines += 1;
          bottom = box.bottom;
        } else bottom = Math.max(bottom, box.bottom);
      }
      return Math.max(1, lines);
    };
    const text = (el: Element) =>
      (el instanceof HTMLElement ? el.innerText : el.textContent).replace(/\s+/g, ' ').trim();
    /**
     * The texts of `cell` that are cut: an element that clips what overflows it (an ellipsis, or
     * overflow hidden) and whose text is wider than its box. A long free text marked by the kit
     * (TruncatedText: `data-free-text`, its whole text in the tooltip) may be cut.
     */
    const cutTexts = (cell: Element): string[] =>
      [cell, ...cell.querySelectorAll('*')]
        .filter((el) => !el.closest('[data-free-text]') && text(el))
        .filter((el) => {
          const style = getComputedStyle(el);
          const clips = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
          return clips && el.scrollWidth > el.clientWidth + 1;
        })
        .map(text);
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };

    const tables = [...document.querySelectorAll('table')].filter((t) => t.querySelector('tbody tr td') && visible(t));
    return tables.map((main) => {
      const holder = main.closest('[data-testid]');
      const heading = main.closest('[class*="awsui_root"]')?.querySelector('h1, h2, h3');
      const name = holder?.getAttribute('data-testid') ?? (heading ? text(heading) : 'a table');
      let box: HTMLElement | null = main.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      const boxRect = (box ?? document.documentElement).getBoundingClientRect();
      const view = { left: Math.max(0, boxRect.left), right: Math.min(window.innerWidth, boxRect.right) };
      const ths = [...main.querySelectorAll('thead tr:first-child > th')];
      // The header one sees: Cloudscape's sticky copy of it when the table draws one, else its own.
      const root = main.closest('[class*="awsui_root"]')?.parentElement ?? document.body;
      const shownThs = [...root.querySelectorAll('thead tr:first-child > th')]
        .filter(visible)
        .filter((th) => th.closest('table') !== main || ths.every(visible));
      const headerOf = (index: number) => (ths[index] ? text(ths[index]) : `column ${index + 1}`);
      const rows = [...main.querySelectorAll('tbody tr')].filter(
        (tr) => tr.querySelectorAll('td').length === ths.length,
      );

      const cut = [
        ...shownThs.flatMap((th) => cutTexts(th).map((t) => `header: ${t}`)),
        ...rows.flatMap((tr) => [...tr.children].flatMap((td, i) => cutTexts(td).map((t) => `${headerOf(i)}: ${t}`))),
      ];

      // The sticky last column, where the row scrolls under it: no other cell's text beneath it.
      const covered = rows.flatMap((tr) => {
        const cells = [...tr.children];
        const last = cells.at(-1);
        if (!last || getComputedStyle(last).position !== 'sticky') return [];
        const edge = last.getBoundingClientRect();
        return cells
          .slice(0, -1)
          .flatMap((td, i) =>
            textBoxes(td).some((r) => r.right > edge.left + 1 && r.left < edge.right - 1)
              ? [`${headerOf(i)}: ${text(td)}`]
              : [],
          );
      });

      // The status and the row actions lie inside the window and the table's box.
      const outOfView = ths.flatMap((th, index) => {
        const header = text(th);
        if (header !== 'Status' && !actionHeaders.includes(header)) return [];
        const rects = [th, ...rows.map((tr) => tr.children[index])].map((c) => c.getBoundingClientRect());
        const left = Math.min(...rects.map((r) => r.left));
        const right = Math.max(...rects.map((r) => r.right));
        return left < view.left - 1 || right > view.right + 1
          ? [`${header} (${left}–${right} of ${view.left}–${view.right})`]
          : [];
      });

      const moneyCells = rows.flatMap((tr) => [...tr.children]).filter((el) => /^RM\s?-?[\d,]+\.\d{2}/.test(text(el)));
      const brokenMoney = moneyCells.filter((el) => linesOf(el) > 1).map(text);

      const actionIndexes = ths.flatMap((th, i) => (actionHeaders.includes(text(th)) ? [i] : []));
      const actionCells = rows.flatMap((tr) =>
        [...tr.children].flatMap((cell, i) =>
          actionIndexes.includes(i) || cell.querySelector('[data-row-actions]') ? [{ cell, column: headerOf(i) }] : [],
        ),
      );
      const actions = actionCells.map(({ cell, column }) => {
        const edge = cell.getBoundingClientRect();
        const controls = [...cell.querySelectorAll('button, a')].filter((el) => el.getBoundingClientRect().width > 0);
        const menus = controls.filter((el) => el.getAttribute('aria-haspopup')).length;
        // A control drawn taller than its text's one line: its words went onto a second line.
        const wrapped = controls.filter((el) => linesOf(el) > 1).map(text);
        const outside = [...cell.querySelectorAll('*')]
          .filter((el) => el.childElementCount === 0 && el.textContent.trim())
          .filter((el) => textBoxes(el).some((r) => r.left < edge.left - 1 || r.right > edge.right + 1))
          .map((el) => el.textContent.trim());
        return {
          column,
          text: text(cell),
          kit: !!cell.querySelector('[data-row-actions]'),
          lines: linesOf(cell),
          inline: controls.length - menus,
          menus,
          wrapped,
          outside,
        };
      });
      return { name, rows: rows.length, cut, covered, outOfView, brokenMoney, money: moneyCells.length, actions };
    });
  }, ACTION_HEADERS);
}

/** The API requests of a page still under way. */
export function inFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (r) => {
    if (!['websocket', 'eventsource'].includes(r.resourceType())) open.add(r);
  });
  const done = (r: unknown) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/**
 * Opens `path` and waits until the page has settled: its heading shown, no request under way, no
 * spinner or loading text, and the same page drawn at two looks in a row.
 */
export async function openInSite(page: Page, url: string, busy: () => number) {
  const path = new URL(url).pathname;
  await page.goto(url);
  // Two looks in a row alike, each waiting for the page's next frames (never for a fixed time). The bound
  // only stops a page that never settles: a report that reads every organisation may take 20 s on a busy CI.
  const deadline = Date.now() + 60_000;
  let last = '';
  for (;;) {
    const drawn = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const spinner = document.querySelector('.light-spinner, [class*="awsui_circle-left_"]');
      const loadingText = [...document.querySelectorAll('table, [role=status]')].find((el) =>
        /\bLoading\b/.test(el.textContent),
      );
      if (spinner || loadingText) return `loading: ${spinner ? 'a spinner' : loadingText?.textContent}`;
      // Every page of the portals has its heading: until it shows, the page is still coming.
      if (!document.querySelector('main h1, [class*="awsui_content-wrapper"] h1, h1')) return 'loading: no heading yet';
      const rows = document.querySelectorAll('tbody tr').length;
      return `${location.pathname} ${document.title} ${rows} rows, ${document.body.innerText.length} characters`;
    });
    const now = busy() > 0 ? `${busy()} requests under way` : drawn;
    if (!now.startsWith('loading') && !now.endsWith('under way') && now === last) return;
    if (Date.now() > deadline) throw new Error(`${path} did not settle: ${now} (before: ${last})`);
    last = now;
  }
}
