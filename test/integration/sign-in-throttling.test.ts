import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { stackUrl } from '../support/api';

/**
 * The sign-in page's organisation look-up is limited per client address (docs/rules.md#sign-in-limits):
 * the local gateway keys on the connection's source address, so each test speaks from addresses of
 * its own in 127.0.0.0/8 (Linux routes all of it to the loopback), which no other test uses.
 */
const PATH = '/api/orgs-getOrgTenantId';
const REAL_USER = { email: 'manager@demo.test', domain: 'demo' };
/** A guess the schema refuses (400): counted like any look-up, cheap for the stack to answer. */
const GUESS = { email: '', domain: '' };

interface Answer {
  status: number;
  retryAfter?: string;
  body: { errorInfo?: { code: string; message: string }; tenantId?: string };
}

/** A client at one local address: its own connections, at most `sockets` requests at once. */
function clientAt(localAddress: string, sockets = 8) {
  const { hostname, port } = new URL(stackUrl());
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const lookUp = (payload: object) =>
    new Promise<Answer>((resolve, reject) => {
      const body = JSON.stringify(payload);
      const req = request(
        {
          // The stack listens on localhost's IPv4 address; the source is this client's own.
          host: hostname === 'localhost' ? '127.0.0.1' : hostname,
          port,
          path: PATH,
          method: 'POST',
          localAddress,
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: res.headers['retry-after'],
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { lookUp, close: () => agent.destroy() };
}

/** `count` look-ups from one client, as fast as its connections allow. */
const flood = (client: ReturnType<typeof clientAt>, count: number) =>
  Promise.all(Array.from({ length: count }, () => client.lookUp(GUESS)));

/** `count` look-ups of a real user, one after the other, `gapMs` apart. */
async function realUser(client: ReturnType<typeof clientAt>, count: number, gapMs: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) {
    answers.push(await client.lookUp(REAL_USER));
    await new Promise((r) => setTimeout(r, gapMs));
  }
  return answers;
}

describe('orgs-getOrgTenantId is limited per client address', () => {
  const { requests, windowSeconds } = SIGN_IN_ADDRESS_LIMIT;

  it('refuses a flood from one address past its limit (429, errorInfo, Retry-After) while another address is never refused', async () => {
    // prepare
    const guesser = clientAt('127.0.0.2');
    const user = clientAt('127.0.0.3');
    try {
      // act
      const [flooded, looked] = await Promise.all([flood(guesser, requests + 30), realUser(user, 10, 20)]);
      // assess
      const refused = flooded.filter((a) => a.status === 429);
      expect(flooded.filter((a) => a.status === 400)).toHaveLength(requests);
      expect(refused).toHaveLength(30);
      for (const answer of refused) {
        const wait = Number(answer.retryAfter);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(windowSeconds);
        expect(answer.body).toEqual({
          errorInfo: {
            code: 'TOO_MANY_REQUESTS',
            message: `Too many sign-in attempts from your network right now. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
          },
        });
      }
      expect(looked.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(looked[0].body).toEqual({ tenantId: 'demo' });
    } finally {
      guesser.close();
      user.close();
    }
  });

  it("replays issue 26's attack: 16 guessers flooding at once leave a real user's 22 look-ups at 0 refusals", async () => {
    // prepare: 16 addresses of their own, 40 look-ups each at once: 640 together, past any route
    // limit but the look-up's (the strict class's burst is 20, the read class's 400), under each
    // address's own limit (the first test shows that one)
    const guessers = Array.from({ length: 16 }, (_, i) => clientAt(`127.0.1.${i + 1}`, 4));
    const user = clientAt('127.0.0.4');
    try {
      // act
      const [floods, looked] = await Promise.all([
        Promise.all(guessers.map((g) => flood(g, 40))),
        realUser(user, 22, 10),
      ]);
      // assess
      expect(floods.flat().filter((a) => a.status !== 400)).toEqual([]);
      expect(looked.filter((a) => a.status !== 200)).toEqual([]);
    } finally {
      for (const g of guessers) g.close();
      user.close();
    }
  });
});
