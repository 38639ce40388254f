import type { Theme } from '@cloudscape-design/components/theming';

/** Spec part 1 §9: primary #f96d00, secondary #00998E, base font size 16px. */
export const PRIMARY = '#f96d00';
export const PRIMARY_DARK = '#d45c00';
export const SECONDARY = '#00998E';

/**
 * The brand theme for Cloudscape's theming API. `vite.config.ts` turns it into a stylesheet at
 * build time (`generateThemeStylesheet`, the build-time twin of `applyTheme`), so the browser
 * does not download the whole token table to apply it at start-up.
 */
export const brandTheme: Theme = {
  tokens: {
    colorBackgroundButtonPrimaryDefault: PRIMARY,
    colorBackgroundButtonPrimaryHover: PRIMARY_DARK,
    colorBackgroundButtonPrimaryActive: PRIMARY_DARK,
    colorBorderButtonNormalDefault: PRIMARY,
    colorBorderButtonNormalHover: PRIMARY_DARK,
    colorTextButtonNormalDefault: PRIMARY,
    colorTextButtonNormalHover: PRIMARY_DARK,
    colorTextLinkDefault: PRIMARY,
    colorTextLinkHover: PRIMARY_DARK,
    colorTextAccent: PRIMARY,
    colorBorderItemFocused: PRIMARY,
    colorBackgroundControlChecked: PRIMARY,
    colorBorderItemSelected: PRIMARY,
    colorTextInteractiveActive: SECONDARY,
    fontSizeBodyM: '16px',
  },
};
