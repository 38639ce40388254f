import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';
import { advancePay } from './advance-pay';
import { dashboard } from './dashboard';
import { statements } from './statements';
import { status } from './status';
import { table } from './table';

/** Every English message, by id. */
export const en = {
  ...common,
  ...shell,
  ...auth,
  ...dashboard,
  ...advancePay,
  ...statements,
  ...status,
  ...table,
} as const;
