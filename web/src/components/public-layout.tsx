import type { ReactNode } from 'react';
import { Notifications } from './notifications';

/** Pages outside the shell (logins, logout): centred content and the toasts on top. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="public-toasts">
        <Notifications />
      </div>
      <main className="public-page">{children}</main>
    </>
  );
}
