import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import { seriousViolations } from './axe';
import { overflowingElements, sidewaysOverflow, smallTapTargets, smallTexts, untranslatedTexts } from './phone';

/**
 * What every employee page must be on a phone (issue 28): no sideways scroll (naming what reaches
 * past the screen), tap targets of at least 44 px, no text below 14 px, nothing left in English,
 * no serious or critical axe finding. `where` names the page in a failure.
 */
export async function expectPhoneFriendly(page: Page, language: Language, where: string) {
  expect(
    await sidewaysOverflow(page),
    `${where}: sideways scroll ${(await overflowingElements(page)).join('; ')}`,
  ).toBe(0);
  expect(await smallTapTargets(page), `${where}: tap targets below 44 px`).toEqual([]);
  expect(await smallTexts(page), `${where}: text below 14 px`).toEqual([]);
  expect(await untranslatedTexts(page, language), `${where}: English left`).toEqual([]);
  expect(await seriousViolations(page), `${where}: axe`).toEqual([]);
}
