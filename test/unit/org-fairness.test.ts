import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { callCountOf, takeRead } from '../../lambdas/handlers/chain/org-fairness';
import { TooManyRequests } from '../../lambdas/core/too-many-requests';

/** A caller of an organisation of its own: the buckets live as long as the module. */
const freshCaller = () => ({ orgId: `org-${ulid()}`, userId: 'u1' });
const refusalOf = (take: () => void): TooManyRequests | undefined => {
  try {
    take();
    return undefined;
  } catch (err) {
    if (err instanceof TooManyRequests) return err;
    throw err;
  }
};

describe("a read's fairness count (a token bucket per organisation in the container)", () => {
  const limits = { limit: 4, windowSeconds: 10 };
  const now = 1_800_000_000_000;

  it('lets the limit through at once, then refuses with the seconds until the next token', () => {
    // prepare
    const caller = freshCaller();
    // act
    const passed = [0, 1, 2, 3].map(() => refusalOf(() => takeRead(caller, now, limits)));
    const refused = refusalOf(() => takeRead(caller, now, limits));
    // assess: 4 per 10 s refill one token every 2.5 s
    expect(passed).toEqual([undefined, undefined, undefined, undefined]);
    expect(refused?.status).toBe(429);
    expect(refused?.retryAfterSeconds).toBe(3);
    expect(refused?.message).toBe(
      'Too many requests from your organisation right now. Please wait 3 seconds and try again.',
    );
  });

  it('refills at the limit per window, never above the limit, and keeps organisations apart', () => {
    // prepare
    const busy = freshCaller();
    for (let i = 0; i < 4; i++) takeRead(busy, now, limits);
    // act / assess: one token back after 2.5 s, not before
    expect(refusalOf(() => takeRead(busy, now + 2400, limits))).toBeInstanceOf(TooManyRequests);
    expect(refusalOf(() => takeRead(busy, now + 2500, limits))).toBeUndefined();
    expect(refusalOf(() => takeRead(busy, now + 2600, limits))).toBeInstanceOf(TooManyRequests);
    // A minute later the bucket is full again: 4, not 24.
    const later = [0, 1, 2, 3, 4].map(() => refusalOf(() => takeRead(busy, now + 62_600, limits)));
    expect(later.filter((r) => r === undefined)).toHaveLength(4);
    // Another organisation's bucket is its own.
    expect(refusalOf(() => takeRead(freshCaller(), now, limits))).toBeUndefined();
  });

  it('counts an administrator on their own user, with a message about the account', () => {
    const admin = { orgId: null, userId: `admin-${ulid()}` };
    for (let i = 0; i < 4; i++) takeRead(admin, now, limits);
    expect(refusalOf(() => takeRead(admin, now, limits))?.message).toBe(
      'Too many requests from your account right now. Please wait 3 seconds and try again.',
    );
  });

  it('is how a callable that may not write the table is counted; one that may write is counted in the table', () => {
    expect(callCountOf({ access: { table: 'read' } })).toBe('read');
    expect(callCountOf({ access: {} })).toBe('read');
    expect(callCountOf({ access: { table: 'write' } })).toBe('write');
  });
});
