import type { Theme } from '@cloudscape-design/components/theming';

/** The brand: primary #f96d00, secondary #00998E, base font size 16px. */
export const PRIMARY = '#f96d00';
export const SECONDARY = '#00998E';
/**
 * The brand colours darkened where they carry text (links, button labels, white text on a
 * primary button, the active menu entry): #f96d00 and #00998E reach only 2.9:1 and 3.5:1
 * against white, below the 4.5:1 WCAG AA asks of text (checked by axe-core in the browser tests).
 * The bright brand colours stay on what is not text: focus rings, checked boxes, charts.
 */
export const PRIMARY_TEXT = '#b34a00';
export const PRIMARY_TEXT_DARK = '#8f3b00';
export const SECONDARY_TEXT = '#00776f';

/**
 * The brand theme for Cloudscape's theming API. `vite.config.ts` turns it into a stylesheet at
 * build time (`generateThemeStylesheet`, the build-time twin of `applyTheme`), so the browser
 * does not download the whole token table to apply it at start-up.
 */
export const brandTheme: Theme = {
  tokens: {
    colorBackgroundButtonPrimaryDefault: PRIMARY_TEXT,
    colorBackgroundButtonPrimaryHover: PRIMARY_TEXT_DARK,
    colorBackgroundButtonPrimaryActive: PRIMARY_TEXT_DARK,
    colorBorderButtonNormalDefault: PRIMARY_TEXT,
    colorBorderButtonNormalHover: PRIMARY_TEXT_DARK,
    colorTextButtonNormalDefault: PRIMARY_TEXT,
    colorTextButtonNormalHover: PRIMARY_TEXT_DARK,
    colorTextLinkDefault: PRIMARY_TEXT,
    colorTextLinkHover: PRIMARY_TEXT_DARK,
    colorTextAccent: PRIMARY_TEXT,
    colorBorderItemFocused: PRIMARY,
    colorBackgroundControlChecked: PRIMARY,
    colorBorderItemSelected: PRIMARY,
    colorTextInteractiveActive: SECONDARY_TEXT,
    fontSizeBodyM: '16px',
  },
};
