import type { Catalogue } from '..';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';
import { advancePay } from './advance-pay';
import { dashboard } from './dashboard';
import { statements } from './statements';
import { status } from './status';
import { table } from './table';

export const ms: Catalogue = {
  ...common,
  ...shell,
  ...auth,
  ...dashboard,
  ...advancePay,
  ...statements,
  ...status,
  ...table,
};
