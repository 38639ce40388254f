import { randomInt } from 'node:crypto';

/** How long a temporary password works (the pool's `tempPasswordValidity`, infra/stacks/auth-stack.ts). */
export const TEMPORARY_PASSWORD_DAYS = 7;

/** A first password meeting the pool policy (upper, lower, digit, special; 12 characters). */
export function firstPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%&*?'];
  const all = sets.join('');
  const chars = [
    ...sets.map((s) => s[randomInt(s.length)]),
    ...Array.from({ length: 8 }, () => all[randomInt(all.length)]),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * Resolve once the clock has passed the whole second `second` (a few ms to one second): after a
 * password is set at `passwordChangedAt` = `second`, the next sign-in is in a later second, so its
 * token is not refused with the old sessions'.
 */
export const afterSecond = (second: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, (second + 1) * 1000 - Date.now())));
