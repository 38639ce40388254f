import type { Catalogue } from '..';
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
