import { auth } from './auth';
import { benefits } from './benefits';
import { common } from './common';
import { profile } from './profile';
import { shell } from './shell';
import { wallets } from './wallets';

/** Every English message, by id. */
export const en = { ...common, ...shell, ...auth, ...profile, ...benefits, ...wallets } as const;
