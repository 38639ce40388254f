/**
 * The areas of the catalogue that load with the pages that use them rather than with the language
 * (docs/i18n.md): a page's route names them (web/src/app/route-pages.ts), and the page shows once
 * they are in, in the language shown and in English (where a Malay or Chinese page looks up an
 * English text from the server or a schema). The rest, shared by every page, is each language's
 * `base.ts`. test/unit/catalogue-areas.test.ts holds the two to the whole catalogue and each
 * route to the areas its page's files use.
 */
import type { Language } from '../../../shared/i18n/languages';

type AreaLoaders = Record<Language, () => Promise<Readonly<Record<string, string>>>>;

export const PAGE_AREAS = {
  advancePay: {
    en: () => import('../../../shared/i18n/catalogue/en/advance-pay').then((m) => m.advancePay),
    ms: () => import('../../../shared/i18n/catalogue/ms/advance-pay').then((m) => m.advancePay),
    zh: () => import('../../../shared/i18n/catalogue/zh/advance-pay').then((m) => m.advancePay),
  },
  auth: {
    en: () => import('../../../shared/i18n/catalogue/en/auth').then((m) => m.auth),
    ms: () => import('../../../shared/i18n/catalogue/ms/auth').then((m) => m.auth),
    zh: () => import('../../../shared/i18n/catalogue/zh/auth').then((m) => m.auth),
  },
  profile: {
    en: () => import('../../../shared/i18n/catalogue/en/profile').then((m) => m.profile),
    ms: () => import('../../../shared/i18n/catalogue/ms/profile').then((m) => m.profile),
    zh: () => import('../../../shared/i18n/catalogue/zh/profile').then((m) => m.profile),
  },
  statements: {
    en: () => import('../../../shared/i18n/catalogue/en/statements').then((m) => m.statements),
    ms: () => import('../../../shared/i18n/catalogue/ms/statements').then((m) => m.statements),
    zh: () => import('../../../shared/i18n/catalogue/zh/statements').then((m) => m.statements),
  },
  benefits: {
    en: () => import('../../../shared/i18n/catalogue/en/benefits').then((m) => m.benefits),
    ms: () => import('../../../shared/i18n/catalogue/ms/benefits').then((m) => m.benefits),
    zh: () => import('../../../shared/i18n/catalogue/zh/benefits').then((m) => m.benefits),
  },
  wallets: {
    en: () => import('../../../shared/i18n/catalogue/en/wallets').then((m) => m.wallets),
    ms: () => import('../../../shared/i18n/catalogue/ms/wallets').then((m) => m.wallets),
    zh: () => import('../../../shared/i18n/catalogue/zh/wallets').then((m) => m.wallets),
  },
} satisfies Record<string, AreaLoaders>;

/** An area of the catalogue that loads with its pages. */
export type PageArea = keyof typeof PAGE_AREAS;
