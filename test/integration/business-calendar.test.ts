import { beforeAll, describe, expect, it } from 'vitest';
import { isoToDisplay } from '../../shared/domain/time/date-text';
import { expectedCreditDate, nextEndOfDayRun } from '../../shared/domain/time/working-days';
import { epochSeconds } from '../../shared/domain/time/time';
import { businessCalendar, clearCalendarCache, readYear } from '../../lambdas/data/calendar/holidays';
import { operationsDashboard } from '../../lambdas/services/finance/operations-dashboard';
import { getAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { createTestUser } from '../support/users';

/**
 * The business calendar (docs/rules.md#business-calendar). The callables' own writes go to a
 * random weekday of 2028–2030, far from any date another test file's withdrawals reach (the
 * calendar is shared by every test); the rule itself is held at fixed moments of the gazetted years.
 */
let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

/** Malaysian wall-clock time. */
const kl = (iso: string) => new Date(`${iso}+08:00`);

/** A weekday of 2028–2030 no run of this file used before (a fresh one each run). */
function freshWeekday(): string {
  for (;;) {
    const day = Date.UTC(2028, 0, 1) + Math.floor(Math.random() * 3 * 365) * 86_400_000;
    const d = new Date(day);
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) return d.toISOString().slice(0, 10);
  }
}
const nextDay = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the gazetted holidays', () => {
  it('are the calendar of 2026 and 2027, stored by the seed', async () => {
    const y2026 = await readYear(2026);
    expect(y2026.stored).toBe(true);
    const byDate = new Map(y2026.holidays.map((h) => [h.date, h.name]));
    expect(byDate.get('2026-08-31')).toBe('National Day');
    expect(byDate.get('2026-09-16')).toBe('Malaysia Day');
    expect(byDate.get('2026-11-09')).toBe('Deepavali (replacement)');
    const y2027 = await readYear(2027);
    expect(y2027.holidays.find((h) => h.date === '2027-03-10')?.name).toBe('Hari Raya Aidilfitri');
  });
});

describe('the working-day rule reads the calendar', () => {
  it('a holiday is skipped and the next working day chosen: the next run and the expected credit date', async () => {
    const calendar = await businessCalendar(kl('2026-12-24T12:00:00'));
    // Thursday 24 December after 16:00: Friday 25 (Christmas Day) is skipped, the run is Monday 28.
    expect(nextEndOfDayRun(kl('2026-12-24T16:30:00'), calendar)).toEqual(kl('2026-12-28T16:00:00'));
    // Asked for on Christmas Day: Monday's run, then Tuesday 29 and Wednesday 30.
    expect(expectedCreditDate(kl('2026-12-25T09:00:00'), calendar)).toBe('2026-12-30');
    // Across the year end: Thursday 31 December's run, Friday 1 January (New Year's Day) skipped.
    expect(expectedCreditDate(kl('2026-12-31T10:00:00'), calendar)).toBe('2027-01-05');
  });

  it("the dashboard's next run names the holiday it skips", async () => {
    const dash = await operationsDashboard(kl('2026-12-24T16:30:00'));
    expect(dash.endOfDay.nextRunAt).toBe(epochSeconds(kl('2026-12-28T16:00:00')));
    expect(dash.endOfDay.skippedHolidays).toEqual([{ date: '2026-12-25', name: 'Christmas Day' }]);
    expect(dash.endOfDay.comingHolidays).toContainEqual({ date: '2027-01-01', name: "New Year's Day" });
    const ordinary = await operationsDashboard(kl('2026-12-22T09:00:00'));
    expect(ordinary.endOfDay.nextRunAt).toBe(epochSeconds(kl('2026-12-22T16:00:00')));
    expect(ordinary.endOfDay.skippedHolidays).toEqual([]);
  });

  it('the end of day sends nothing on a holiday and says why; the next working day it sends', async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'end-of-day')!;
    const world = await advancePayWorld();
    const tx = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { status: 'approved' });
    // The schedule's own firing on Malaysia Day (Wednesday 16 September 2026, 16:00), limited to this organisation.
    const onHoliday = await runJob(job, kl('2026-09-16T16:00:00'), { orgId: world.orgId });
    expect(onHoliday).toMatchObject({ date: '2026-09-16', notSent: 'Malaysia Day' });
    expect(await getAdvanceTransaction(world.orgId, tx.employeeICNumber, tx.id)).toMatchObject({ status: 'approved' });
    // The same without organisation (the fan-out) sends no message either.
    expect(await runJob(job, kl('2026-09-16T16:00:00'))).toMatchObject({ notSent: 'Malaysia Day' });
    // Thursday 17 September is a working day: it sends.
    const next = await runJob(job, kl('2026-09-17T16:00:00'), { orgId: world.orgId });
    expect(next).toMatchObject({ count: 1 });
    expect(await getAdvanceTransaction(world.orgId, tx.employeeICNumber, tx.id)).toMatchObject({
      status: 'processing',
      sentToBank: true,
    });
  });
});

describe('the administrators edit the calendar (calendar-*)', () => {
  it('add, edit, move and remove a holiday, each with its history; the rule follows at once', async () => {
    const date = freshWeekday();
    const year = Number(date.slice(0, 4));
    const before = await businessCalendar(new Date(`${date}T12:00:00+08:00`));
    expect(before.holidayOn(date)).toBeUndefined();

    const added = okBody(
      await callApi('calendar-add', { date, name: 'Test state holiday', kind: 'state', state: 'Selangor' }, admin),
    );
    expect(added).toMatchObject({ date, name: 'Test state holiday', kind: 'state', state: 'Selangor' });
    // A date holds one holiday.
    const twice = await callApi('calendar-add', { date, name: 'Another', kind: 'federal' }, admin);
    expectRefused(twice, 409);
    expect(errorInfoOf(twice).message).toBe(`There is already a holiday on ${isoToDisplay(date)}.`);
    // A state holiday names its state.
    expectRefused(await callApi('calendar-add', { date: nextDay(date), name: 'No state', kind: 'state' }, admin), 400);

    // The rule reads it: a run at 16:00 that day is skipped, the next working day chosen (this
    // process is not the stack's: its cache of the year read above is dropped, as a write drops the stack's).
    clearCalendarCache();
    const calendar = await businessCalendar(new Date(`${date}T12:00:00+08:00`));
    expect(calendar.holidayOn(date)).toBe('Test state holiday');
    const run = nextEndOfDayRun(new Date(`${date}T09:00:00+08:00`), calendar);
    expect(run.getTime()).toBeGreaterThan(new Date(`${date}T16:00:00+08:00`).getTime());

    // An edit as read; a second edit with the old modifiedAt is refused.
    const renamed = okBody(
      await callApi(
        'calendar-edit',
        { holidayDate: date, modifiedAt: added.modifiedAt, date, name: 'Test replacement', kind: 'replacement' },
        admin,
      ),
    );
    expect(renamed).toMatchObject({ name: 'Test replacement', kind: 'replacement' });
    expect(renamed.state).toBeUndefined();
    expectRefused(
      await callApi(
        'calendar-edit',
        { holidayDate: date, modifiedAt: added.modifiedAt, date, name: 'Stale', kind: 'federal' },
        admin,
      ),
      409,
    );
    // Moved a day on (as a sighting moves a Hari Raya).
    const moved = okBody(
      await callApi(
        'calendar-edit',
        {
          holidayDate: date,
          modifiedAt: renamed.modifiedAt,
          date: nextDay(date),
          name: 'Test replacement',
          kind: 'replacement',
        },
        admin,
      ),
    );
    expect(moved.date).toBe(nextDay(date));

    let view = okBody(await callApi('calendar-getYear', { year }, admin));
    expect(view.holidays.map((h) => h.date)).toContain(nextDay(date));
    expect(view.holidays.map((h) => h.date)).not.toContain(date);

    // Removed: gone from the calendar and the rule, its history kept.
    expectOk(await callApi('calendar-remove', { holidayDate: moved.date, modifiedAt: moved.modifiedAt }, admin));
    clearCalendarCache();
    expect((await businessCalendar(new Date(`${date}T12:00:00+08:00`))).holidayOn(moved.date)).toBeUndefined();
    view = okBody(await callApi('calendar-getYear', { year }, admin));
    expect(view.holidays.map((h) => h.date)).not.toContain(moved.date);
    const mine = view.changes.filter((c) => c.date === date || c.date === moved.date);
    expect(mine.map((c) => [c.date, c.action, c.from, c.to])).toEqual(
      expect.arrayContaining([
        [date, 'added', undefined, 'Test state holiday (State, Selangor)'],
        [date, 'changed', 'Test state holiday (State, Selangor)', 'Test replacement (Replacement)'],
        [date, 'changed', 'Test replacement (Replacement)', 'Test replacement (Replacement)'],
        [moved.date, 'changed', 'Test replacement (Replacement)', 'Test replacement (Replacement)'],
        [moved.date, 'removed', 'Test replacement (Replacement)', undefined],
      ]),
    );
    expect(mine).toHaveLength(5);
    expect(mine.every((c) => c.by.length > 0 && c.at > 0)).toBe(true);
  });

  it('is for administrators only', async () => {
    const world = await advancePayWorld();
    expectRefused(await callApi('calendar-getYear', { year: 2026 }, world.manager.token), 403);
    const other = await createTestUser({ role: 'admin' });
    const token = (await signIn(other.email, other.password)).idToken;
    expectOk(await callApi('calendar-getYear', { year: 2026 }, token));
  });
});
