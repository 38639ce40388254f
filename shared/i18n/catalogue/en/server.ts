import { logins } from './logins';
import { notices } from './notices';
import { withdrawalNotices } from './withdrawal-notices';
import { sent } from './sent';
import { statementPdf } from './statement-pdf';

/**
 * What the server sends a person (SMS codes, e-mails, security notices, the statement's PDF): the
 * server bundles these areas (shared/i18n/server-messages.ts); the site never shows them, so they
 * stay out of its download.
 */
export const enServer = {
  ...sent,
  ...notices,
  ...logins,
  ...withdrawalNotices,
  ...statementPdf,
} as const;
