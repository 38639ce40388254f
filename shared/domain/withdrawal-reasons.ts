/**
 * The reasons an employee chooses from when withdrawing (spec part 3 §2.1 "reason for
 * withdrawal chosen from a list"); the dashboards and reports group amounts by them.
 */
export const WITHDRAWAL_REASONS = ['Bills', 'Medical', 'Education', 'Emergency', 'Groceries', 'Transport', 'Family', 'Others'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];
