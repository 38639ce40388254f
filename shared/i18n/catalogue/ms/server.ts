import type { ServerCatalogue } from '..';
import { logins } from './logins';
import { notices } from './notices';
import { withdrawalNotices } from './withdrawal-notices';
import { sent } from './sent';
import { statementPdf } from './statement-pdf';

/** What the server sends a person (see ../en/server.ts). */
export const msServer: ServerCatalogue = {
  ...sent,
  ...notices,
  ...logins,
  ...withdrawalNotices,
  ...statementPdf,
};
