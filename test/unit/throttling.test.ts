import { describe, expect, it, vi } from 'vitest';
import { callables, getCallable } from '../../shared/callables';
import {
  ADDRESS_LIMITED_CALLABLES,
  SIGN_IN_ADDRESS_LIMIT,
  STRICT_CALLABLES,
  THROTTLE_CLASSES,
  throttleClassOf,
  throttleOf,
} from '../../shared/registry/throttling';
import { addressThrottle, routeThrottle } from '../../dev/gateway';
import { errorInfoOf, retryAfterSeconds } from '../../web/src/api/client';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));

describe('throttle classes of the registry', () => {
  it('names only callables that exist in the strict list', () => {
    for (const name of STRICT_CALLABLES) expect(() => getCallable(name as never), name).not.toThrow();
  });

  it('puts codes, password changes and other public callables in the strict class', () => {
    for (const name of [
      'advancePayEmployee-sendVerificationCode',
      'employees-sendSmsVerificationCode',
      'employees-verifySmsVerificationCode',
      'users-changeUserPassword',
      'users-downloadMyData',
    ]) {
      expect(throttleClassOf(getCallable(name as never)), name).toBe('strict');
    }
    for (const def of callables) {
      if (ADDRESS_LIMITED_CALLABLES.has(def.name)) continue;
      if (def.roles === 'public') expect(throttleClassOf(def), def.name).toBe('strict');
    }
    expect(throttleClassOf({ name: 'x-lookUp', roles: 'public', access: { table: 'read' } })).toBe('strict');
  });

  it('limits the public look-up per address, with a route limit no flood of a few addresses can exhaust', () => {
    // prepare
    const lookUp = getCallable('orgs-getOrgTenantId');
    // act / assess
    expect(ADDRESS_LIMITED_CALLABLES.get(lookUp.name)).toBe(SIGN_IN_ADDRESS_LIMIT);
    expect(throttleClassOf(lookUp)).toBe('perAddress');
    // Twenty addresses each sending their whole window's share at once still fit in the route's burst.
    expect(THROTTLE_CLASSES.perAddress.burst).toBeGreaterThanOrEqual(20 * SIGN_IN_ADDRESS_LIMIT.requests);
    // WAF's bounds: a limit of at least 10, a window of 60, 120, 300 or 600 seconds.
    expect(SIGN_IN_ADDRESS_LIMIT.requests).toBeGreaterThanOrEqual(10);
    expect([60, 120, 300, 600]).toContain(SIGN_IN_ADDRESS_LIMIT.windowSeconds);
  });

  it('derives the others from the access declaration: reads generous, writes moderate, e-mail senders lower', () => {
    expect(throttleClassOf(getCallable('employees-getEmployees'))).toBe('read');
    expect(throttleClassOf(getCallable('advancePayManagement-getTransactions'))).toBe('read');
    // A request texts and e-mails its employee (docs/rules.md#withdrawal-notices): notices, one per
    // request made, so the money path keeps the messaging class (not the codes' strict one).
    expect(throttleClassOf(getCallable('advancePayEmployee-initiateTransaction'))).toBe('messaging');
    expect(throttleClassOf(getCallable('employees-sendPaymentElectionReminder'))).toBe('messaging');
    expect(throttleOf({ name: 'x-doIt', roles: ['Manager'], access: { table: 'write' } })).toEqual(
      THROTTLE_CLASSES.write,
    );
    expect(
      throttleOf({ name: 'x-readIt', roles: ['Manager'], access: { table: 'read', cognito: ['AdminGetUser'] } }),
    ).toEqual(THROTTLE_CLASSES.read);
  });

  it('orders the classes from strictest to most generous', () => {
    const { strict, messaging, write, read, perAddress } = THROTTLE_CLASSES;
    expect(strict.rate).toBeLessThan(messaging.rate);
    expect(messaging.rate).toBeLessThan(write.rate);
    expect(write.rate).toBeLessThan(read.rate);
    expect(read.rate).toBeLessThan(perAddress.rate);
    for (const limit of Object.values(THROTTLE_CLASSES)) expect(limit.burst).toBeGreaterThanOrEqual(limit.rate);
  });
});

describe("the local gateway's route throttle", () => {
  const def = getCallable('orgs-getOrgTenantId');

  it('lets a burst through, refuses the next with the wait, and refills at the rate', () => {
    // prepare
    let now = 0;
    const throttle = routeThrottle(
      () => ({ rate: 2, burst: 3 }),
      () => now,
    );
    // act / assess
    expect([throttle(def), throttle(def), throttle(def)]).toEqual([0, 0, 0]);
    expect(throttle(def)).toBe(1);
    now += 500; // one token back (2 a second)
    expect(throttle(def)).toBe(0);
    expect(throttle(def)).toBe(1);
  });

  it('keeps one bucket per route', () => {
    const throttle = routeThrottle(
      () => ({ rate: 1, burst: 1 }),
      () => 0,
    );
    expect(throttle(def)).toBe(0);
    expect(throttle(getCallable('employees-getEmployees'))).toBe(0);
    expect(throttle(def)).toBe(1);
  });
});

describe("the local gateway's per-address limit", () => {
  const limit = { requests: 3, windowSeconds: 60 } as const;

  it('admits the limit in any window, refuses the next with the seconds until the oldest leaves it', () => {
    // prepare
    let now = 0;
    const throttle = addressThrottle(() => now);
    // act / assess
    expect(throttle('a', limit)).toBe(0);
    now = 10_000;
    expect([throttle('a', limit), throttle('a', limit)]).toEqual([0, 0]);
    expect(throttle('a', limit)).toBe(50);
    now = 59_500;
    expect(throttle('a', limit)).toBe(1);
    now = 60_000; // the first request has left the window: one more, not three
    expect(throttle('a', limit)).toBe(0);
    expect(throttle('a', limit)).toBe(10);
  });

  it('keeps one count per key: one address refused, another admitted', () => {
    const throttle = addressThrottle(() => 0);
    for (let i = 0; i < limit.requests; i++) throttle('route from 127.0.0.2', limit);
    expect(throttle('route from 127.0.0.2', limit)).toBe(60);
    expect(throttle('route from 127.0.0.3', limit)).toBe(0);
  });
});

describe('the web client on a 429', () => {
  it("keeps the server's errorInfo when it sent one", () => {
    const info = { code: 'TOO_MANY_REQUESTS', message: 'Too many requests from your organisation right now.' };
    expect(errorInfoOf(429, { errorInfo: info }, 3)).toEqual(info);
  });

  it("turns API Gateway's bare throttle answer into a message with the wait", () => {
    expect(errorInfoOf(429, { message: 'Too Many Requests' }, 4)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests right now. Please wait 4 seconds and try again.',
    });
    expect(errorInfoOf(429, { message: 'Too Many Requests' }, undefined)?.message).toBe(
      'Too many requests right now. Please wait a few seconds and try again.',
    );
    expect(errorInfoOf(500, { message: 'Internal Server Error' }, undefined)).toBeUndefined();
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});
