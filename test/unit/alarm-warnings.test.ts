import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendToQueue } from '../../lambdas/core/clients/queues';
import { endOfDayMonitored } from '../../lambdas/services/operations/end-of-day-runs';
import { callables } from '../../shared/callables';
import { callableArea } from '../../shared/registry/define';
import {
  ALARMS,
  AREA_ALARMS,
  END_OF_DAY_DEADLINE,
  MIN_REQUESTS_FOR_RATE,
  endOfDayDeadlinePassed,
} from '../../shared/registry/alarms';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { localAlarms, p99 } from '../../dev/alarm-warnings';
import { createGateway } from '../../dev/gateway';
import { installLocalQueues, type LocalQueues } from '../../dev/queues';

/** The deployed alarms' conditions printed by the local stack (docs/operations.md#the-local-stack). */

let queues: LocalQueues | undefined;
let server: Server | undefined;
afterEach(() => {
  queues?.stop();
  queues = undefined;
  server?.close();
  server = undefined;
});

describe('the local stack prints the alarms', () => {
  it('a message dead-lettered by a local work queue prints DeadLetters-queue-<name>', async () => {
    // prepare
    const lines: string[] = [];
    queues = installLocalQueues({
      log: (line) => lines.push(line),
      queues: [
        {
          name: 'user-sync',
          description: 'fixture',
          handlerPath: 'test/unit/fixtures/failing-worker.ts',
          access: { table: 'read' },
          maxReceiveCount: 1,
        },
      ],
    });
    // act
    await sendToQueue('user-sync', [{ sub: 'x' }]);
    await queues.idle();
    // assess
    expect(queues.deadLetters).toHaveLength(1);
    expect(lines).toContain(
      '⚠ alarm DeadLetters-queue-user-sync: a message of the user-sync work queue went to the dead letters',
    );
    expect(lines.some((l) => l.startsWith('⚠ alarm LambdaErrors-background: the user-sync worker threw'))).toBe(true);
  });

  it("a callable that throws behind the local gateway prints its area's LambdaErrors", async () => {
    // prepare: a public callable (no token needed), its handler replaced by one that throws
    const def = callables.find((c) => c.roles === 'public')!;
    const lines: string[] = [];
    const handle = createGateway({
      jwksUrl: 'http://127.0.0.1:9/jwks',
      issuer: 'local',
      audience: 'local',
      log: (line) => lines.push(line),
      loadHandler: () => Promise.resolve(() => Promise.reject(new Error('boom'))),
    });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as AddressInfo;
    // act
    const res = await fetch(`http://127.0.0.1:${String(port)}/api/${def.name}`, { method: 'POST', body: '{}' });
    // assess
    expect(res.status).toBe(500);
    expect(lines).toContain(`⚠ alarm LambdaErrors-${callableArea(def.name)}: ${def.name} threw (1 in 5 min)`);
  });

  it('5xx rate, throttles and p99 per area, with the thresholds of shared/registry/alarms.ts, once per period', () => {
    let now = 1_000_000;
    const lines: string[] = [];
    const alarms = localAlarms(
      (l) => lines.push(l),
      () => now,
    );
    // Below the minimum of requests nothing is judged, even all failing.
    for (let i = 0; i < MIN_REQUESTS_FOR_RATE - 1; i++) alarms.response('orgs', 500, 10);
    expect(lines).toEqual([]);
    // The tenth makes 9 of 10 failing: over 5 %.
    alarms.response('orgs', 200, 10);
    expect(lines).toEqual(['⚠ alarm Api5xxRate-orgs: 90.0 % of 10 requests answered 5xx in 5 min (threshold 5 %)']);
    // Still holding: not printed again within the period; another area is its own.
    alarms.response('orgs', 500, 10);
    alarms.response('teams', 200, 10);
    expect(lines).toHaveLength(1);

    for (let i = 0; i < AREA_ALARMS.apiThrottles.threshold; i++) alarms.response('teams', 429);
    expect(lines[1]).toBe('⚠ alarm ApiThrottles-teams: 10 requests refused 429 in 5 min (threshold 10)');

    alarms.response('users', 200, AREA_ALARMS.lambdaP99.threshold + 1);
    expect(lines[2]).toBe('⚠ alarm LambdaP99-users: p99 duration 5001 ms over 15 min (threshold 5000 ms)');

    // A period later the old requests are out of the window: a healthy request prints nothing.
    now += AREA_ALARMS.lambdaP99.periodMinutes * 60_000 + 1;
    alarms.response('orgs', 200, 10);
    alarms.response('users', 200, 10);
    expect(lines).toHaveLength(3);
  });

  it('p99 of few samples is their maximum, of many the 99th', () => {
    expect(p99([1, 9, 3])).toBe(9);
    expect(p99(Array.from({ length: 200 }, (_, i) => i + 1))).toBe(198);
  });
});

describe('the end of day as the alarms see it', () => {
  it('the deadline follows the schedule: after its 16:00 run, on its week days only', () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'end-of-day')!;
    expect(job.cron.weekDay).toBe('MON-FRI');
    expect(Number(job.cron.hour) * 60 + Number(job.cron.minute)).toBeLessThan(
      END_OF_DAY_DEADLINE.hour * 60 + END_OF_DAY_DEADLINE.minute,
    );
    expect(endOfDayDeadlinePassed({ weekDay: 1, hour: 16, minute: 29 })).toBe(false);
    expect(endOfDayDeadlinePassed({ weekDay: 1, hour: 16, minute: 30 })).toBe(true);
    expect(endOfDayDeadlinePassed({ weekDay: 5, hour: 23, minute: 59 })).toBe(true);
    expect(endOfDayDeadlinePassed({ weekDay: 6, hour: 17, minute: 0 })).toBe(false);
    expect(endOfDayDeadlinePassed({ weekDay: 0, hour: 17, minute: 0 })).toBe(false);
  });

  it('a scheduled run that returns records its Malaysia day; one limited to an organisation does not; a failure warns and throws on', async () => {
    const recorded: string[] = [];
    const record = (day: string) => {
      recorded.push(day);
      return Promise.resolve();
    };
    // 16:00 Malaysia time on 3 March 2031 is 08:00 UTC.
    const ok = endOfDayMonitored(() => Promise.resolve({ organisations: 0 }), record);
    await ok({ time: '2031-03-03T08:00:00Z' });
    await ok({ time: '2031-03-03T08:00:00Z', detail: { orgId: 'one-org' } });
    expect(recorded).toEqual(['2031-03-03']);

    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let written: string[];
    try {
      const failing = endOfDayMonitored(() => Promise.reject(new Error('bank file not written')), record);
      await expect(failing({ time: '2031-03-04T08:00:00Z' })).rejects.toThrow('bank file not written');
    } finally {
      written = stderr.mock.calls.map((call) => String(call[0]));
      stderr.mockRestore();
    }
    expect(recorded).toEqual(['2031-03-03']);
    expect(written.join('')).toContain(`⚠ alarm ${ALARMS.endOfDayFailed.name}: the end-of-day job failed`);
  });
});
