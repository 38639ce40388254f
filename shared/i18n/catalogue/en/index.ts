import { advancePay } from './advance-pay';
import { auth } from './auth';
import { benefits } from './benefits';
import { common } from './common';
import { dashboard } from './dashboard';
import { profile } from './profile';
import { shell } from './shell';
import { statements } from './statements';
import { status } from './status';
import { table } from './table';
import { wallets } from './wallets';
import { validation } from './validation';
import { notices } from './notices';
import { sent } from './sent';
import { statementPdf } from './statement-pdf';

/** Every English message of the site, by id (what the server sends is in {@link enServer}). */
export const en = {
  ...common,
  ...shell,
  ...auth,
  ...dashboard,
  ...advancePay,
  ...statements,
  ...status,
  ...table,
  ...profile,
  ...benefits,
  ...wallets,
  ...validation,
} as const;

/**
 * What the server sends a person (SMS codes, e-mails, security notices, the statement's PDF): the
 * server bundles these areas (shared/i18n/server-messages.ts); the site never shows them, so they
 * stay out of its download.
 */
export const enServer = {
  ...sent,
  ...notices,
  ...statementPdf,
} as const;
