import type { Catalogue } from '..';
import { auth } from './auth';
import { benefits } from './benefits';
import { common } from './common';
import { profile } from './profile';
import { shell } from './shell';
import { wallets } from './wallets';

export const ms: Catalogue = { ...common, ...shell, ...auth, ...profile, ...benefits, ...wallets };
