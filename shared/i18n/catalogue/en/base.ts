import { common } from './common';
import { dashboard } from './dashboard';
import { shell } from './shell';
import { status } from './status';
import { table } from './table';
import { validation } from './validation';

/**
 * The areas the site loads with the language, for any page (the shells, the dashboard, what a
 * schema or the server says); the others load with the pages that use them (web/src/i18n/areas.ts).
 */
export const enBase = {
  ...common,
  ...shell,
  ...dashboard,
  ...status,
  ...table,
  ...validation,
} as const;
