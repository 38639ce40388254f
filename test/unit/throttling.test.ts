import { describe, expect, it, vi } from 'vitest';
import { callables, getCallable } from '../../shared/callables';
import { STRICT_CALLABLES, THROTTLE_CLASSES, throttleClassOf, throttleOf } from '../../shared/registry/throttling';
import { routeThrottle } from '../../infra/local/gateway';
import { errorInfoOf, retryAfterSeconds } from '../../web/src/api/client';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));

describe('throttle classes of the registry', () => {
  it('names only callables that exist in the strict list', () => {
    for (const name of STRICT_CALLABLES) expect(() => getCallable(name as never), name).not.toThrow();
  });

  it('puts codes, sign-in helpers, the public look-up and SMS senders in the strict class', () => {
    for (const name of [
      'orgs-getOrgTenantId',
      'advancePayEmployee-sendVerificationCode',
      'employees-verifySmsVerificationCode',
      'users-changeUserPassword',
    ]) {
      expect(throttleClassOf(getCallable(name as never)), name).toBe('strict');
    }
    for (const def of callables) {
      if (def.roles === 'public' || def.access.messages?.includes('sms'))
        expect(throttleClassOf(def), def.name).toBe('strict');
    }
  });

  it('derives the others from the access declaration: reads generous, writes moderate, e-mail senders lower', () => {
    expect(throttleClassOf(getCallable('employees-getEmployees'))).toBe('read');
    expect(throttleClassOf(getCallable('advancePayManagement-getTransactions'))).toBe('read');
    expect(throttleClassOf(getCallable('advancePayEmployee-initiateTransaction'))).toBe('messaging');
    expect(throttleOf({ name: 'x-doIt', roles: ['Manager'], access: { table: 'write' } })).toEqual(
      THROTTLE_CLASSES.write,
    );
    expect(
      throttleOf({ name: 'x-readIt', roles: ['Manager'], access: { table: 'read', cognito: ['AdminGetUser'] } }),
    ).toEqual(THROTTLE_CLASSES.read);
  });

  it('orders the classes from strictest to most generous', () => {
    const { strict, messaging, write, read } = THROTTLE_CLASSES;
    expect(strict.rate).toBeLessThan(messaging.rate);
    expect(messaging.rate).toBeLessThan(write.rate);
    expect(write.rate).toBeLessThan(read.rate);
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
