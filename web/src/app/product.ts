/** The product's name, shown on the sign-in pages and after every page's title in the browser tab. */
export const PRODUCT_NAME = 'Advance Pay & eBenefits';

/** What the product is, in one line, under its name on the sign-in pages. */
export const PRODUCT_TAGLINE =
  'Employees take part of their earned pay early and use their benefits; employers run their workforce.';

/** The browser tab's text for a page. */
export const documentTitle = (pageTitle: string | undefined): string =>
  pageTitle ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
