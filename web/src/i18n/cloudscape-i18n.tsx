import type { ReactNode } from 'react';
import { preloadable } from '../app/preloadable';

/**
 * Cloudscape's I18nProvider around a part built of Cloudscape (a page, the management shell, the
 * dashboard's charts), loaded with it: the light pages of the employee side never download it.
 * Renders once Cloudscape's texts of the current language are in.
 */
export const CloudscapeI18n = preloadable<{ children: ReactNode }>(() =>
  import('./i18n-root').then(async (m) => {
    await m.ready;
    return { default: m.I18nRoot };
  }),
);
