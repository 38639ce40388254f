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
