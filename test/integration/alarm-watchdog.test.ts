import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { handler } from '../../lambdas/jobs/alarm-watchdog';
import { endOfDayFinishedAt, recordEndOfDayRun } from '../../lambdas/data/monitoring/operations-reads';
import { STUCK_PROCESSING_HOURS } from '../../shared/registry/alarms';
import { epochSeconds } from '../../shared/domain/time/time';
import { completedDisbursement, freshFinanceOrg } from '../support/finance';

/**
 * The alarm watchdog (docs/operations.md): the alarms about what did NOT happen, read from the
 * table of the local stack, published as gauges and printed as `⚠ alarm …` warnings. Days far in
 * the future are this file's own: no other test records an end of day there.
 */

/** What the job logged to stderr (its warnings), swallowed meanwhile. */
let stderr: MockInstance<typeof process.stderr.write>;
beforeEach(() => {
  stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => stderr.mockRestore());
const warnings = () => stderr.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('⚠ alarm'));

/** A Malaysia wall time as the scheduled event's UTC `time`. */
const myt = (isoLocal: string) => new Date(`${isoLocal}+08:00`).toISOString();
/** A weekday of its own for each run of this file (2040 onwards: nobody else's). */
const day = (() => {
  const d = new Date(Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 8));
  while ([0, 6].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

describe('the end of day deadline', () => {
  it('after 16:30 on a working day with no finished run: EndOfDayNotFinished, gauge 1 and a warning', async () => {
    const report = await handler({ time: myt(`${day}T16:35:00`) });
    expect(report).toMatchObject({ day, endOfDayLate: true });
    expect(warnings().join('')).toContain(
      `⚠ alarm EndOfDayNotFinished: no finished end-of-day run on ${day} by 16:30 Malaysia time`,
    );
  });

  it('before 16:30 it is not late yet', async () => {
    expect((await handler({ time: myt(`${day}T16:29:00`) })).endOfDayLate).toBe(false);
    expect(warnings().join('')).not.toContain('EndOfDayNotFinished');
  });

  it('once the day has its finished run, it is not late', async () => {
    await recordEndOfDayRun(day, epochSeconds(), { organisations: 0 });
    expect(await endOfDayFinishedAt(day)).toBeGreaterThan(0);
    expect((await handler({ time: myt(`${day}T17:00:00`) })).endOfDayLate).toBe(false);
  });
});

describe('stuck in processing', () => {
  it(`a disbursement in processing counts; ${String(STUCK_PROCESSING_HOURS)} hours on it is stuck and warned`, async () => {
    const org = await freshFinanceOrg('watch');
    await completedDisbursement(org, { totalRm: 100, status: 'processing' });
    const now = Date.now();
    const today = await handler({ time: new Date(now).toISOString() });
    expect(today.disbursements.processing).toBeGreaterThanOrEqual(1);

    const later = await handler({ time: new Date(now + (STUCK_PROCESSING_HOURS + 1) * 3600_000).toISOString() });
    // Every one processing now has been so for longer than the limit by then: ours among them.
    expect(later.disbursements.stuck).toBeGreaterThanOrEqual(1);
    expect(later.disbursements.stuck).toBeGreaterThanOrEqual(today.disbursements.stuck);
    expect(warnings().join('')).toMatch(
      /⚠ alarm DisbursementsStuck: \d+ disbursement\(s\) in processing longer than 72 hours/,
    );
  });
});
