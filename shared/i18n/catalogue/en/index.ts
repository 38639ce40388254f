import { auth } from './auth';
import { common } from './common';
import { sent } from './sent';
import { shell } from './shell';

/** Every English message, by id. */
export const en = { ...common, ...shell, ...auth, ...sent } as const;
