import { describe, expect, it } from 'vitest';
import { asSen, rmToSen } from '../../shared/domain/money/money';
import {
  monthFigures,
  organisationsByStatus,
  overdueSettlements,
  queueFigure,
  TOP_ORGANISATIONS,
} from '../../shared/domain/finance/operations-dashboard';
import { timeUntil } from '../../web/src/features/admin-dashboard/format';

describe('operations dashboard figures', () => {
  it('overdue settlements: due before today with something still due, summed in sen, the oldest due date', () => {
    expect(overdueSettlements([], '2026-11-26')).toEqual({ count: 0, amount: 0 });
    expect(
      overdueSettlements(
        [
          { dueDate: '2026-11-25', amountDueSen: rmToSen(0.1) },
          { dueDate: '2026-10-01', amountDueSen: rmToSen(0.2) },
          { dueDate: '2026-09-01', amountDueSen: rmToSen(0) }, // paid off
          { dueDate: '2026-08-01', amountDueSen: rmToSen(-5) }, // overpaid
          { dueDate: '2026-11-26', amountDueSen: rmToSen(100) }, // due today: not yet overdue
          { dueDate: '2026-12-01', amountDueSen: rmToSen(100) },
        ],
        '2026-11-26',
      ),
    ).toEqual({ count: 2, amount: 0.3, oldestDueDate: '2026-10-01' });
  });

  it('queue: counts and sums in sen, a missing net amount is the amount', () => {
    expect(queueFigure([])).toEqual({ count: 0, amount: 0, netAmount: 0 });
    expect(
      queueFigure([
        { amountSen: asSen(10_010), netAmountSen: asSen(9_510) },
        { amountSen: asSen(20_020) },
        { amountSen: asSen(1), netAmountSen: asSen(1) },
      ]),
    ).toEqual({
      count: 3,
      amount: 300.31,
      netAmount: 295.31,
    });
  });

  it('month: totals of every organisation, the 10 largest by amount, then count, then name', () => {
    const totals = Array.from({ length: 12 }, (_, i) => ({
      orgId: `o${i}`,
      orgName: `Org ${String(i).padStart(2, '0')}`,
      count: 1,
      amountSen: asSen((i % 6) * 100),
    }));
    const month = monthFigures([...totals, { orgId: 'quiet', orgName: 'Quiet', count: 0, amountSen: asSen(0) }]);
    expect(month.count).toBe(12); // the two organisations with RM 0 but a withdrawal count; 'quiet' has none
    expect(month).toMatchObject({ amount: 30, organisations: 12 });
    expect(month.top).toHaveLength(TOP_ORGANISATIONS);
    expect(month.top.slice(0, 3)).toEqual([
      { orgId: 'o5', orgName: 'Org 05', count: 1, amount: 5 },
      { orgId: 'o11', orgName: 'Org 11', count: 1, amount: 5 },
      { orgId: 'o4', orgName: 'Org 04', count: 1, amount: 4 },
    ]);
    expect(month.top.map((t) => t.orgId)).not.toContain('quiet');
  });

  it('organisations: every status counted, zero included', () => {
    expect(organisationsByStatus(['Active', 'Active', 'Suspended'])).toEqual({
      total: 3,
      byStatus: { Onboarding: 0, Active: 2, Suspended: 1 },
    });
  });
});

describe('the dashboard’s time until the next run', () => {
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(timeUntil(2 * 86_400 + 3 * 3600 + 120)).toBe('in 2 days 3 h');
    expect(timeUntil(86_400)).toBe('in 1 day');
    expect(timeUntil(3 * 3600 + 20 * 60)).toBe('in 3 h 20 min');
    expect(timeUntil(3600)).toBe('in 1 h');
    expect(timeUntil(4 * 60 + 1)).toBe('in 5 min');
    expect(timeUntil(-5)).toBe('in 0 min');
  });
});
