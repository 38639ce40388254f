import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

/** Every English message, by id. */
export const en = { ...common, ...shell, ...auth } as const;
