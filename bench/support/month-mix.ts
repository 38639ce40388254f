/**
 * A realistic month of the product, as counts (bench/cost.ts): the load bench's mix (bench/load.ts)
 * stretched over a month. Per active employee: the dashboard once a day, two withdrawals (each: the
 * balance, a code by SMS, the request), each listed and approved by a Manager, taken to the bank by
 * the end of day and completed by an administrator; a monthly statement; and the daily and weekly
 * jobs over every employee.
 */
export interface MonthMix {
  /** Active employees priced (the result is per this many). */
  employees: number;
  /** Employees of one organisation (the load bench's 200). */
  orgSize: number;
  dashboardsPerDay: number;
  withdrawalsPerMonth: number;
  /** Days of the month (the daily jobs run on each). */
  days: number;
  /** Working days (the end of day runs on each: Monday to Friday, no holiday). */
  workingDays: number;
}

export const DEFAULT_MIX: MonthMix = {
  employees: 1000,
  orgSize: 200,
  dashboardsPerDay: 1,
  withdrawalsPerMonth: 2,
  days: 30,
  workingDays: 22,
};

/** The steps bench/cost.ts measures, and how often a month of `mix` has each. */
export function monthCounts(mix: MonthMix) {
  const withdrawals = mix.employees * mix.withdrawalsPerMonth;
  const orgs = Math.ceil(mix.employees / mix.orgSize);
  return {
    dashboard: mix.employees * mix.dashboardsPerDay * mix.days,
    balance: withdrawals,
    code: withdrawals,
    request: withdrawals,
    managerList: withdrawals,
    managerApproval: withdrawals,
    /** An end-of-day run of one organisation, with nothing waiting (its fixed part). */
    endOfDayRun: orgs * mix.workingDays,
    /** The end of day's work for one withdrawal, beyond the run's fixed part. */
    endOfDayWithdrawal: withdrawals,
    /** The administrator's completion, per withdrawal completed. */
    completeWithdrawal: withdrawals,
    /** A statement (one employee's month). */
    statement: mix.employees,
    /** One employee's share of one run of a daily job over every employee. */
    dailyJobPerEmployee: mix.employees * mix.days,
    /** One employee's share of one run of the weekly job. */
    weeklyJobPerEmployee: (mix.employees * mix.days) / 7,
    orgs,
  };
}
