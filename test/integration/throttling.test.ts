import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ulid } from 'ulid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, MAX_BODY_BYTES } from '../../dev/gateway';
import { runAs } from '../../dev/access-check';
import type { AnyHandler } from '../../dev/handlers';
import { lambdaContext, loadHandler } from '../../dev/handlers';
import { getCallable } from '../../shared/callables';
import { handlerPath } from '../../shared/registry/define';
import { THROTTLE_CLASSES, throttleOf } from '../../shared/registry/throttling';
import { TooManyRequests } from '../../lambdas/core/too-many-requests';
import { takeWrite } from '../../lambdas/handlers/chain/org-fairness';
import { countRequestsByCallable } from '../support/dynamo-requests';
import { countedCalls } from '../support/counted-calls';

import { signIn } from '../support/api';
import { freshOrgWithManager } from '../support/fresh-org';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * A Manager of an organisation of their own (a real one: the chain reads it with the user, and no other
 * test shares its count), and a way to call users-getCurrentUser's handler as the gateway would for them.
 */
async function managerCalling(label: string) {
  const def = getCallable('users-getCurrentUser');
  const { manager } = await freshOrgWithManager({ idPrefix: 'fair', label });
  const { claims } = await signIn(manager.email, manager.password);
  const handler = await loadHandler(handlerPath(def.name));
  const stringClaims = Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, String(v)]));
  const event = {
    body: '{}',
    isBase64Encoded: false,
    requestContext: { authorizer: { jwt: { claims: stringClaims } } },
  };
  return () =>
    runAs({ kind: 'callable', name: def.name, access: def.access }, () =>
      handler(event, lambdaContext(def.name)),
    ) as Promise<{ statusCode: number; headers: Record<string, string>; body: string }>;
}

/** A fresh subject of its own per test, so counts never mix with other tests or runs. */
const freshOrg = () => `fair-${ulid().toLowerCase()}`;

describe('per-organisation fairness of calls that may write (fixed-window counters in DynamoDB Local)', () => {
  const limits = { limit: 3, windowSeconds: 60 };
  // The middle of a window, so the test never straddles two.
  const now = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;

  it("refuses an organisation's call past the limit with the seconds left in the window; others are not affected", async () => {
    // prepare
    const busy = { orgId: freshOrg(), userId: 'u1' };
    const quiet = { orgId: freshOrg(), userId: 'u2' };
    for (let i = 0; i < limits.limit; i++) await takeWrite(busy, now, limits);
    // act
    const refused = await takeWrite(busy, now, limits).catch((err: unknown) => err);
    // assess
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).retryAfterSeconds).toBe(30);
    expect((refused as TooManyRequests).status).toBe(429);
    await expect(takeWrite(quiet, now, limits)).resolves.toBeUndefined();
    await expect(takeWrite(busy, now + 60_000, limits)).resolves.toBeUndefined();
  });

  it('lets exactly the limit through when many calls race (one conditional write each)', async () => {
    // prepare
    const org = { orgId: freshOrg(), userId: 'u1' };
    // act
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => takeWrite(org, now, limits)));
    // assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(reasons.every((err) => err instanceof TooManyRequests)).toBe(true);
  });

  it('counts an administrator against their own user, with a message about their account', async () => {
    const admin = { orgId: null, userId: `admin-${ulid()}` };
    for (let i = 0; i < limits.limit; i++) await takeWrite(admin, now, limits);
    const refused = await takeWrite(admin, now, limits).catch((err: unknown) => err);
    expect((refused as TooManyRequests).message).toBe(
      'Too many requests from your account right now. Please wait 30 seconds and try again.',
    );
  });

  it('counts a read callable in its container: no write, its one read of the caller', async () => {
    // prepare
    const calls = countedCalls();
    const { idToken } = await signIn('employee@other.test', DEMO_PASSWORD);
    try {
      // act
      const { answer, requests } = await calls.call('users-getCurrentUser', {}, idToken);
      // assess
      expect(answer.statusCode).toBe(200);
      expect(requests.writes).toBe(0);
      expect(requests.commands).not.toContain('UpdateItemCommand');
    } finally {
      calls.stop();
    }
  });

  describe('in the handler chain, with a low limit set by the environment', () => {
    beforeAll(() => {
      process.env.ORG_REQUEST_LIMIT = '2';
      process.env.ORG_REQUEST_WINDOW_SECONDS = '60';
    });
    afterAll(() => {
      delete process.env.ORG_REQUEST_LIMIT;
      delete process.env.ORG_REQUEST_WINDOW_SECONDS;
    });

    it('answers 429 TOO_MANY_REQUESTS with Retry-After to the call past the limit', async () => {
      // prepare
      const invoke = await managerCalling('Fairness');
      // act
      const answers = [await invoke(), await invoke(), await invoke()];
      // assess
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
      const wait = Number(answers[2].headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(JSON.parse(answers[2].body)).toEqual({
        errorInfo: {
          code: 'TOO_MANY_REQUESTS',
          message: `Too many requests from your organisation right now. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
        },
      });
    });
  });

  describe("a flood of one organisation's reads", () => {
    /** 20 reads an hour: the bucket refills by less than one read while the test runs. */
    const LIMIT = 20;
    beforeAll(() => {
      process.env.ORG_REQUEST_LIMIT = String(LIMIT);
      process.env.ORG_REQUEST_WINDOW_SECONDS = '3600';
    });
    afterAll(() => {
      delete process.env.ORG_REQUEST_LIMIT;
      delete process.env.ORG_REQUEST_WINDOW_SECONDS;
    });

    it("is refused past the limit while the other organisation's reads all pass, and nothing is written", async () => {
      // prepare: two organisations of their own, a Manager each
      const [busy, quiet] = [await managerCalling('Flooding'), await managerCalling('Quiet')];
      const name = 'users-getCurrentUser';
      const counter = countRequestsByCallable();
      try {
        await quiet();
        const readsOfOne = counter.counts.get(name)?.reads ?? 0;
        expect(readsOfOne).toBeGreaterThan(0);
        counter.counts.clear();
        // act: five times the limit from one organisation at once, the other's reads among them
        const flood = Array.from({ length: LIMIT * 5 }, () => busy());
        const others = Array.from({ length: LIMIT - 1 }, () => quiet());
        const [busyAnswers, quietAnswers] = [await Promise.all(flood), await Promise.all(others)];
        // assess
        const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
        expect(statuses(busyAnswers).filter((s) => s === 200)).toHaveLength(LIMIT);
        expect(statuses(busyAnswers).filter((s) => s === 429)).toHaveLength(LIMIT * 4);
        expect(busyAnswers.find((a) => a.statusCode === 429)?.headers['retry-after']).toMatch(/^\d+$/);
        expect(statuses(quietAnswers).filter((s) => s !== 200)).toEqual([]);
        expect(counter.counts.get(name)?.writes ?? 0).toBe(0);
        // The refused reads asked nothing of DynamoDB: only the calls let through read.
        expect(counter.counts.get(name)?.reads).toBe((LIMIT * 2 - 1) * readsOfOne);
      } finally {
        counter.stop();
      }
    });
  });
});

describe('the local gateway, as API Gateway and Lambda would answer', () => {
  let server: Server | undefined;
  const logged: string[] = [];

  /** A gateway of the test's own (its own buckets), serving the given stand-in handler for every callable. */
  async function gatewayServing(handler: AnyHandler): Promise<string> {
    const handle = createGateway({
      jwksUrl: 'http://localhost:1/jwks.json',
      issuer: 'unused',
      audience: 'unused',
      log: (line) => logged.push(line),
      loadHandler: () => Promise.resolve(handler),
    });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    logged.length = 0;
  });

  /** The public organisation look-up: no token needed, and in the strict class. */
  const name = 'orgs-getOrgTenantId';

  it("refuses a handler's answer over Lambda's 6 MB with 502 and a loud log line", async () => {
    // prepare
    const base = await gatewayServing(() =>
      Promise.resolve({ statusCode: 200, body: JSON.stringify({ blob: 'x'.repeat(MAX_BODY_BYTES) }) }),
    );
    // act
    const res = await fetch(`${base}/api/${name}`, { method: 'POST', body: '{}' });
    // assess
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      errorInfo: { code: 'INTERNAL', message: 'The answer was too large to send. Please try again later.' },
    });
    expect(logged.join('\n')).toMatch(
      /^!!! orgs-getOrgTenantId answered \d+ bytes, over Lambda's 6291456-byte response limit/m,
    );
  });

  it('passes an answer just under 6 MB', async () => {
    const base = await gatewayServing(() =>
      Promise.resolve({ statusCode: 200, body: JSON.stringify({ blob: 'x'.repeat(MAX_BODY_BYTES - 1000) }) }),
    );
    const res = await fetch(`${base}/api/${name}`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { blob: string }).blob).toHaveLength(MAX_BODY_BYTES - 1000);
  });

  it("throttles a strict route at the registry's burst: 429 with errorInfo and Retry-After", async () => {
    // prepare: a code route (the token is checked after the route's limit: these answer 401 when they pass)
    const strict = 'employees-verifySmsVerificationCode';
    const limit = throttleOf(getCallable(strict));
    expect(limit).toEqual(THROTTLE_CLASSES.strict);
    const base = await gatewayServing(() => Promise.resolve({ statusCode: 200, body: '{}' }));
    // act: twice the burst at once (far more than the rate refills meanwhile)
    const answers = await Promise.all(
      Array.from({ length: limit.burst * 2 }, () => fetch(`${base}/api/${strict}`, { method: 'POST', body: '{}' })),
    );
    // assess
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(limit.burst);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].headers.get('retry-after')).toBe('1');
    expect(await refused[0].json()).toEqual({
      errorInfo: {
        code: 'TOO_MANY_REQUESTS',
        message: 'This service is busy right now. Please wait 1 second and try again.',
      },
    });
  });
});
