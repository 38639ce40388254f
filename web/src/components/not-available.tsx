import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';

/** What Advance Pay screens show when the organisation's Advance Pay is off, or when their data is missing. */
export const NOT_AVAILABLE = 'Not Available!';

/** 'Not Available!', with an optional line saying what to do. */
export function NotAvailable({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="light-notice light-stack light-stack--s" data-testid="not-available">
      <h2 className="light-h2">{t.localize(NOT_AVAILABLE)}</h2>
      {children && <p className="light-secondary">{children}</p>}
    </div>
  );
}
