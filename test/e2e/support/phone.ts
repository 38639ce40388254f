/**
 * An employee's phone (360×780, touch, a budget Android's user agent) in one of the product's
 * languages, and what to check on a page there: sideways scrolling, small tap targets and texts
 * left in English (docs/i18n.md).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ms } from '../../../shared/i18n/catalogue/ms';
import { zh } from '../../../shared/i18n/catalogue/zh';
import { en, type Catalogue } from '../../../shared/i18n/catalogue';
import { LOCALE_OF, type Language } from '../../../shared/i18n/languages';
import { findMessage, Messages } from '../../../shared/i18n/messages';

export const PHONE_VIEWPORT = { width: 360, height: 780 };
export const LARGE_PHONE_VIEWPORT = { width: 412, height: 915 };
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const CATALOGUES: Record<Language, Catalogue> = { en, ms, zh };

/**
 * A phone's browser whose language is `language` (its `navigator.languages`): the site starts in
 * it, as for a person who has not chosen one.
 */
export async function newPhonePage(
  browser: Browser,
  language: Language = 'en',
  viewport = PHONE_VIEWPORT,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: ANDROID_UA,
    locale: LOCALE_OF[language],
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** How far the page scrolls sideways (0 when it fits the screen's width). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** The visible buttons, links and fields smaller than 44 px in height (their text or label). */
export async function smallTapTargets(page: Page, minimum = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button]',
    );
    const small: string[] = [];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !target.checkVisibility()) continue;
      if (box.height < min) {
        small.push(
          `${target.tagName.toLowerCase()} "${(target.innerText || target.getAttribute('aria-label') || '').trim()}" ${String(Math.round(box.height))}px`,
        );
      }
    }
    return small;
  }, minimum);
}

/** Every visible text of the page, trimmed, one per text node (toasts and dialogs included). */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility()) continue;
      if (parent.closest('script, style, [aria-hidden="true"]')) continue;
      texts.add(text);
    }
    return [...texts];
  });
}

/**
 * The visible texts that are the catalogue's English where `language` says something else: a text
 * shown without going through the catalogue in the page's language.
 */
export async function untranslatedTexts(page: Page, language: Language): Promise<string[]> {
  if (language === 'en') return [];
  const messages = new Messages(language, CATALOGUES[language]);
  const english = new Messages('en', en);
  return (await visibleTexts(page)).filter((text) => {
    const found = findMessage(text);
    if (!found) return false;
    return messages.format(found.id, found.values) !== english.format(found.id, found.values);
  });
}

/**
 * On a page in Chinese, the visible texts with two English words in a row, apart from `allowed`
 * (the person's data: names, e-mail, bank): words the page shows from outside the catalogue.
 */
export async function latinPhrases(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const allowedParts = allowed.map((a) => a.toLowerCase());
  return (await visibleTexts(page)).filter((text) => {
    if (!/[A-Za-z]{2,}[ ,.'-]+[A-Za-z]{2,}/.test(text)) return false;
    const lower = text.toLowerCase();
    return !allowedParts.some((a) => lower.includes(a) || a.includes(lower));
  });
}

/** The visible texts set in a font smaller than `minimum` px (14: body text on a phone), with their size. */
export async function smallTexts(page: Page, minimum = 14): Promise<string[]> {
  return page.evaluate((min) => {
    const small = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility()) continue;
      if (parent.closest('script, style, svg, [aria-hidden="true"]')) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < min) small.add(`"${text.slice(0, 40)}" ${String(size)}px`);
    }
    return [...small];
  }, minimum);
}

/** Whether the element is wholly inside the first screen (no scrolling needed to see it). */
export async function inFirstScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize();
  return (
    !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width
  );
}

/** The elements that reach past the screen's right edge (innermost first), to say what scrolls sideways. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + 0.5 || box.width === 0) continue;
      // Inside a box that scrolls sideways itself (the menu's tabs): the page does not scroll.
      if (element.parentElement?.closest('.eshell-tabs')) continue;
      if ([...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5)) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} right ${String(Math.round(box.right))}`,
      );
    }
    return found.slice(0, 10);
  });
}
