import type { ReactNode } from 'react';
import { Notifications } from './notifications';
import { OfflineNotice } from './offline-notice';
import { PublicFrame } from './public-brand';
import { LanguageChoice } from '../i18n/language-choice';
import { rememberChosenOnSignIn } from '../i18n/user-language';

/**
 * Pages outside the shell (logins, logout): the product's name and line, the language choice,
 * centred content and the toasts on top. Light elements only (no Cloudscape script): a phone's
 * first page.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <OfflineNotice />
      <div className="public-toasts">
        <Notifications />
      </div>
      <PublicFrame under={<LanguageChoice onChosen={rememberChosenOnSignIn} />}>{children}</PublicFrame>
    </>
  );
}
