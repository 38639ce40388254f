import type { ReactNode } from 'react';
import { I18nProvider, type I18nProviderProps } from '@cloudscape-design/components/i18n';
import type { Language } from '../../../shared/i18n/languages';
import { addLanguageLoader, messages, useMessages } from './i18n';

/**
 * Cloudscape's own texts (its I18nProvider): Cloudscape's English and Chinese, Malay of our own
 * (Cloudscape has none). English too: without it a component's text the page does not pass (the
 * dialog's close button's name) was empty.
 * Loaded with the first page built of Cloudscape (this module is), never by the light pages.
 */
const cloudscapeCatalogues: Record<Language, () => Promise<I18nProviderProps.Messages | undefined>> = {
  en: () =>
    import('@cloudscape-design/components/i18n/messages/all.en.json').then(
      (m) => m.default as I18nProviderProps.Messages,
    ),
  ms: () => import('./cloudscape-ms').then((m) => m.cloudscapeMalay),
  zh: () =>
    import('@cloudscape-design/components/i18n/messages/all.zh-CN.json').then(
      (m) => m.default as I18nProviderProps.Messages,
    ),
};

const loaded = new Map<Language, I18nProviderProps.Messages | undefined>();
const load = async (language: Language) => {
  if (!loaded.has(language)) loaded.set(language, await cloudscapeCatalogues[language]());
};
// From now on a change of language waits for Cloudscape's texts too.
addLanguageLoader(load);

/** Cloudscape's texts of the current language are in (a page of Cloudscape waits for this before it shows). */
export const ready: Promise<void> = load(messages().language).catch(() => undefined);

const NO_MESSAGES: [] = [];

/**
 * Cloudscape's components in the site's language (its I18nProvider with Cloudscape's English or
 * Chinese, or our Malay). The provider stays through a change of
 * language, so the pages render again without remounting (a form keeps what is typed).
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const current = useMessages();
  const components = loaded.get(current.language);
  return (
    <I18nProvider
      locale={current.language === 'zh' ? 'zh-CN' : current.language}
      messages={components ? [components] : NO_MESSAGES}
    >
      {children}
    </I18nProvider>
  );
}
