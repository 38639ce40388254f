import type { ReactNode } from 'react';
import { I18nProvider } from '@cloudscape-design/components/i18n';
import { useComponentMessages, useMessages } from './i18n';

const NO_MESSAGES: [] = [];

/**
 * Cloudscape's components in the site's language (its I18nProvider with Cloudscape's Chinese or
 * our Malay); in English they keep their own texts. The provider is there in every language, so
 * a change of language renders the pages again without remounting them (a form keeps what is typed).
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const components = useComponentMessages();
  return (
    <I18nProvider
      locale={messages.language === 'zh' ? 'zh-CN' : messages.language}
      messages={components ? [components] : NO_MESSAGES}
    >
      {children}
    </I18nProvider>
  );
}
