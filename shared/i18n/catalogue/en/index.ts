import { advancePay } from './advance-pay';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { sent } from './sent';
import { shell } from './shell';
import { statements } from './statements';
import { status } from './status';
import { table } from './table';

/** Every English message, by id. */
export const en = {
  ...common,
  ...shell,
  ...auth,
  ...sent,
  ...dashboard,
  ...advancePay,
  ...statements,
  ...status,
  ...table,
} as const;
