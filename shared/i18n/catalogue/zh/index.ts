import type { Catalogue } from '..';
import { auth } from './auth';
import { common } from './common';
import { sent } from './sent';
import { shell } from './shell';

export const zh: Catalogue = { ...common, ...shell, ...auth, ...sent };
