import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../app/product';
import { Notifications } from './notifications';
import { OfflineNotice } from './offline-notice';
import { useT } from '../i18n/i18n';
import { LanguageChoice } from '../i18n/language-choice';
import { rememberChosenOnSignIn } from '../i18n/user-language';

/**
 * Pages outside the shell (logins, logout): the product's name and line, the language choice,
 * centred content and the toasts on top.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <OfflineNotice />
      <div className="public-toasts">
        <Notifications />
      </div>
      <main className="public-page">
        <header className="public-brand" data-testid="product-brand">
          <Box variant="h1" tagOverride="p" fontSize="heading-xl" margin={{ bottom: 'xxs' }}>
            <span data-testid="product-name">{PRODUCT_NAME}</span>
          </Box>
          <Box variant="p" color="text-body-secondary">
            <span data-testid="product-tagline">{t.localize(PRODUCT_TAGLINE)}</span>
          </Box>
          <LanguageChoice onChosen={rememberChosenOnSignIn} />
        </header>
        {children}
      </main>
    </>
  );
}
