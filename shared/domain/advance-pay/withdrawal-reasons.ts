/**
 * The reasons an employee chooses from when withdrawing (a fixed list, so
 * amounts can be grouped); the dashboards and reports group amounts by them.
 */
export const WITHDRAWAL_REASONS = [
  'Bills',
  'Medical',
  'Education',
  'Emergency',
  'Groceries',
  'Transport',
  'Family',
  'Others',
] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];
