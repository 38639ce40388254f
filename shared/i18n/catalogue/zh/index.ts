import type { Catalogue, ServerCatalogue } from '..';
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

export const zh: Catalogue = {
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
};

/** What the server sends a person (see ../en/index.ts enServer). */
export const zhServer: ServerCatalogue = {
  ...sent,
  ...notices,
  ...statementPdf,
};
