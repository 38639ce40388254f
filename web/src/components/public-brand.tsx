import type { ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../app/product';
import { useT } from '../i18n/i18n';

/**
 * The sign-in pages' frame: the product's name and line above the page. Drawn twice on a phone's
 * first visit: alone as soon as the site's first file is in (main.tsx), then by PublicLayout with
 * the language choice and the form under it, in the same place.
 */
export function PublicFrame({ under, children }: { under?: ReactNode; children?: ReactNode }) {
  const t = useT();
  return (
    <main className="public-page light-page">
      <header className="public-brand" data-testid="product-brand">
        <p className="light-h1 public-brand__name">
          <span data-testid="product-name">{PRODUCT_NAME}</span>
        </p>
        <p className="light-secondary">
          <span data-testid="product-tagline">{t.localize(PRODUCT_TAGLINE)}</span>
        </p>
        {under}
      </header>
      {children}
    </main>
  );
}
