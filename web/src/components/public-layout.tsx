import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../app/product';
import { Notifications } from './notifications';

/** Pages outside the shell (logins, logout): the product's name and line, centred content and the toasts on top. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="public-toasts">
        <Notifications />
      </div>
      <main className="public-page">
        <header className="public-brand" data-testid="product-brand">
          <Box variant="h1" tagOverride="p" fontSize="heading-xl" margin={{ bottom: 'xxs' }}>
            <span data-testid="product-name">{PRODUCT_NAME}</span>
          </Box>
          <Box variant="p" color="text-body-secondary">
            <span data-testid="product-tagline">{PRODUCT_TAGLINE}</span>
          </Box>
        </header>
        {children}
      </main>
    </>
  );
}
