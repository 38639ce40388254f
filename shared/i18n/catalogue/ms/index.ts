import type { Catalogue } from '..';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

export const ms: Catalogue = { ...common, ...shell, ...auth };
