import { describe, expect, it } from 'vitest';
import {
  addWorkingHours,
  APPROVAL_HOURS_DEFAULT,
  approvalHoursOf,
  backupDueAt,
  decisionDueAt,
  escalationRecipients,
  escalationStepsDue,
  isApprovalHours,
} from '../../shared/domain/advance-pay/approval-deadline';
import { calendarOf, NO_HOLIDAYS } from '../../shared/domain/time/holiday-calendar';

/** A moment at a Malaysian local time (UTC+8, no daylight saving). */
const kl = (iso: string) => new Date(`${iso}+08:00`);
const W = NO_HOLIDAYS;

describe('decision due time: approval time in working hours (09:00–18:00 Malaysia, working days)', () => {
  it('adds the hours within one working day', () => {
    // Monday 30/11/2026 10:15 + 4 h → 14:15 the same day.
    expect(decisionDueAt(kl('2026-11-30T10:15:00'), 4, W)).toEqual(kl('2026-11-30T14:15:00'));
    // Ending exactly at 18:00 stays on that day.
    expect(decisionDueAt(kl('2026-11-30T14:00:00'), 4, W)).toEqual(kl('2026-11-30T18:00:00'));
  });

  it('carries what is left past 18:00 to 09:00 of the next working day', () => {
    expect(decisionDueAt(kl('2026-11-30T16:30:00'), 4, W)).toEqual(kl('2026-12-01T11:30:00'));
  });

  it('starts counting at 09:00 for a request made before opening or after closing', () => {
    expect(decisionDueAt(kl('2026-11-30T07:00:00'), 4, W)).toEqual(kl('2026-11-30T13:00:00'));
    expect(decisionDueAt(kl('2026-11-30T21:00:00'), 4, W)).toEqual(kl('2026-12-01T13:00:00'));
    // Just after midnight Malaysia time (still the previous UTC day).
    expect(decisionDueAt(kl('2026-12-01T00:30:00'), 4, W)).toEqual(kl('2026-12-01T13:00:00'));
  });

  it('skips weekends', () => {
    // Friday 04/12 17:00 + 4 h → 1 h on Friday, 3 h on Monday 07/12.
    expect(decisionDueAt(kl('2026-12-04T17:00:00'), 4, W)).toEqual(kl('2026-12-07T12:00:00'));
    // Made on Saturday: Monday 09:00 + 4 h.
    expect(decisionDueAt(kl('2026-12-05T11:00:00'), 4, W)).toEqual(kl('2026-12-07T13:00:00'));
  });

  it("skips the business calendar's holidays", () => {
    const H = calendarOf([{ date: '2026-12-01', name: 'Test holiday' }]);
    // Monday 17:00 + 4 h: 1 h Monday, Tuesday is a holiday, 3 h Wednesday.
    expect(decisionDueAt(kl('2026-11-30T17:00:00'), 4, H)).toEqual(kl('2026-12-02T12:00:00'));
    expect(decisionDueAt(kl('2026-12-01T10:00:00'), 4, H)).toEqual(kl('2026-12-02T13:00:00'));
  });

  it('counts several days for a long approval time; twice the time for the backup', () => {
    expect(decisionDueAt(kl('2026-11-30T09:00:00'), 18, W)).toEqual(kl('2026-12-01T18:00:00'));
    expect(decisionDueAt(kl('2026-11-30T09:00:00'), 19, W)).toEqual(kl('2026-12-02T10:00:00'));
    expect(backupDueAt(kl('2026-11-30T16:00:00'), 4, W)).toEqual(kl('2026-12-01T15:00:00'));
  });

  it('defaults to 4 hours and accepts whole hours from 1 to 45', () => {
    expect(APPROVAL_HOURS_DEFAULT).toBe(4);
    expect(approvalHoursOf(undefined)).toBe(4);
    expect(approvalHoursOf({ approvalHours: 8 })).toBe(8);
    expect([1, 4, 45].every(isApprovalHours)).toBe(true);
    expect([0, -1, 1.5, 46, Number.NaN].some(isApprovalHours)).toBe(false);
    expect(() => addWorkingHours(kl('2026-11-30T10:00:00'), -1, W)).toThrow(RangeError);
  });
});

describe('escalation steps', () => {
  const createdAt = kl('2026-11-30T10:00:00'); // Monday: due 14:00, to the backup at 18:00 (8 working hours)
  it('owes nothing before the due time, the Managers after it, the backup after twice the time', () => {
    expect(escalationStepsDue({ createdAt }, 4, W, kl('2026-11-30T13:59:59'))).toEqual([]);
    expect(escalationStepsDue({ createdAt }, 4, W, kl('2026-11-30T14:00:00'))).toEqual(['managers']);
    expect(escalationStepsDue({ createdAt, escalatedAt: 1 }, 4, W, kl('2026-11-30T17:00:00'))).toEqual([]);
    expect(escalationStepsDue({ createdAt, escalatedAt: 1 }, 4, W, kl('2026-11-30T18:00:00'))).toEqual(['backup']);
    expect(escalationStepsDue({ createdAt }, 4, W, kl('2026-12-01T09:00:00'))).toEqual(['managers', 'backup']);
    expect(
      escalationStepsDue({ createdAt, escalatedAt: 1, escalatedToBackupAt: 2 }, 4, W, kl('2026-12-02T09:00:00')),
    ).toEqual([]);
  });

  it("reaches every Manager, and a Manager's delegate only during their leave", () => {
    const delegates = [{ managerEmail: 'm1', delegateEmail: 'e1', from: '2026-12-01', to: '2026-12-03' }];
    expect(escalationRecipients(['m1', 'm2'], delegates, kl('2026-11-30T23:59:00'))).toEqual(['m1', 'm2']);
    expect(escalationRecipients(['m1', 'm2'], delegates, kl('2026-12-01T00:00:00'))).toEqual(['m1', 'm2', 'e1']);
    expect(escalationRecipients(['m1', 'm2'], delegates, kl('2026-12-03T23:59:00'))).toEqual(['m1', 'm2', 'e1']);
    expect(escalationRecipients(['m1', 'm2'], delegates, kl('2026-12-04T00:00:00'))).toEqual(['m1', 'm2']);
    // A delegate of someone no longer an active Manager is not reached; the delegate counts once.
    expect(escalationRecipients(['m2'], delegates, kl('2026-12-02T10:00:00'))).toEqual(['m2']);
    const twice = [...delegates, { managerEmail: 'm2', delegateEmail: 'e1', from: '2026-12-01', to: '2026-12-01' }];
    expect(escalationRecipients(['m1', 'm2'], twice, kl('2026-12-01T10:00:00'))).toEqual(['m1', 'm2', 'e1']);
  });
});
