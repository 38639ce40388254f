import { describe, expect, it } from 'vitest';
import { fieldMatches, isDue, runJob, scheduledEvent } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { recordedEvents } from '../support/fixtures/recording-handler';
import { match } from '../support/matchers';

/** An instant given as Malaysia wall time (UTC+8, no daylight saving). */
const kl = (iso: string) => new Date(`${iso}+08:00`);

describe('the local scheduler', () => {
  it.each([
    ['*', 5, true],
    ['5', 5, true],
    ['5', 6, false],
    ['1,5,9', 9, true],
    ['10-20', 15, true],
    ['10-20', 21, false],
    ['0/15', 45, true],
    ['0/15', 50, false],
    ['*/10', 30, true],
  ] as const)('reads the cron field %s at %i as %s', (field, value, expected) => {
    expect(fieldMatches(field, value)).toBe(expected);
  });

  it('reads the hour and week day in Malaysia time (EventBridge numbering, SUN = 1)', () => {
    const endOfDay = { minute: '0', hour: '23' };
    expect(isDue(endOfDay, kl('2026-03-02T23:00:00'))).toBe(true);
    expect(isDue(endOfDay, new Date('2026-03-02T23:00:00Z'))).toBe(false);
    // 2026-03-02 is a Monday.
    expect(isDue({ minute: '30', hour: '8', weekDay: 'MON-FRI' }, kl('2026-03-02T08:30:00'))).toBe(true);
    expect(isDue({ minute: '30', hour: '8', weekDay: '2' }, kl('2026-03-02T08:30:00'))).toBe(true);
    expect(isDue({ minute: '30', hour: '8', weekDay: 'SAT,SUN' }, kl('2026-03-02T08:30:00'))).toBe(false);
    expect(isDue({ minute: '0', hour: '1', day: '1' }, kl('2026-04-01T01:00:00'))).toBe(true);
    expect(isDue({ minute: '0', hour: '1', day: '1' }, kl('2026-04-02T01:00:00'))).toBe(false);
  });

  it('refuses a cron it cannot read', () => {
    expect(() => isDue({ minute: '0', hour: '1', day: 'L' }, new Date())).toThrow(/Unsupported/);
  });

  it('understands every job of infra/schedules.ts', () => {
    for (const job of SCHEDULED_JOBS) expect(() => isDue(job.cron, new Date())).not.toThrow();
  });

  it("runs a job's handler with an EventBridge scheduled event", async () => {
    recordedEvents().length = 0;
    const job = {
      name: 'fixture-job',
      description: 'test',
      cron: { minute: '0', hour: '0' },
      handlerPath: 'test/support/fixtures/recording-handler.ts',
      access: {},
    };
    await runJob(job, kl('2026-03-02T23:00:00'));
    expect(recordedEvents()).toEqual([
      {
        functionName: 'fixture-job',
        event: match.objectContaining({ 'detail-type': 'Scheduled Event', time: '2026-03-02T15:00:00.000Z' }),
      },
    ]);
    expect(scheduledEvent(job).resources[0]).toContain('fixture-job');
  });
});
