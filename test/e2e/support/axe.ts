/** axe-core in the browser: the serious and critical accessibility violations of a page as it is now. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation as the test reports it: the rule, what it asks, and where. */
export interface Finding {
  id: string;
  impact: string;
  help: string;
  /** Where: each element's selector and the start of its HTML. */
  targets: string[];
}

/** Runs axe on the page as it is now; returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ content: await axeSource });
  const violations = await page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
