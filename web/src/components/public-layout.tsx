import type { ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../app/product';
import { Notifications } from './notifications';
import { OfflineNotice } from './offline-notice';
import { useT } from '../i18n/i18n';
import { LanguageChoice } from '../i18n/language-choice';
import { rememberChosenOnSignIn } from '../i18n/user-language';

/**
 * Pages outside the shell (logins, logout): the product's name and line, the language choice,
 * centred content and the toasts on top. Light elements only (no Cloudscape script): a phone's
 * first page.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <OfflineNotice />
      <div className="public-toasts">
        <Notifications />
      </div>
      <main className="public-page light-page">
        <header className="public-brand" data-testid="product-brand">
          <p className="light-h1 public-brand__name">
            <span data-testid="product-name">{PRODUCT_NAME}</span>
          </p>
          <p className="light-secondary">
            <span data-testid="product-tagline">{t.localize(PRODUCT_TAGLINE)}</span>
          </p>
          <LanguageChoice onChosen={rememberChosenOnSignIn} />
        </header>
        {children}
      </main>
    </>
  );
}
