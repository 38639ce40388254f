import type { Catalogue } from '..';
import { advancePay } from './advance-pay';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { sent } from './sent';
import { shell } from './shell';
import { statements } from './statements';
import { status } from './status';
import { table } from './table';

export const ms: Catalogue = {
  ...common,
  ...shell,
  ...auth,
  ...sent,
  ...dashboard,
  ...advancePay,
  ...statements,
  ...status,
  ...table,
};
