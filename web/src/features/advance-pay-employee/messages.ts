import { paths } from '../../../../shared/routes';
/** The employee Advance Pay texts: titles, messages and timings. */
export const TITLES = {
  getPaid: 'Advance Pay - Get Paid',
  transactions: 'Advance Pay - Transactions',
  details: 'Advance Pay - Transaction Details',
} as const;

export const PATHS = {
  getPaid: paths.getPaid(),
  transactions: paths.employeeTransactions(),
  details: (transactionId: string) => paths.employeeTransaction({ transactionId }),
  dashboard: paths.dashboard(),
  logout: paths.logout(),
} as const;

export const MESSAGES = {
  initFailed: 'Transaction initialization failed!',
  sendCodeFailed: 'Failed to send the verification code! Please try again later.',
  invalidAmount: 'Please enter a valid amount!',
  amountAboveZero: 'Amount should be greater than zero(0)',
  /** 'Your Withdrawal limit is MYR {limit}!' with the limit formatted as the server does. */
  limit: (limitText: string) => `Your Withdrawal limit is MYR ${limitText}!`,
  accountLocked: 'Account Locked',
  lockedText: 'Too many Attempts! Your account has been locked. Please contact support for help!',
  reasonRequired: 'Please choose a reason for withdrawal',
  codeRequired: 'Please enter the verification code',
  submitted: 'Your Advance Pay request has been submitted!',
  codeSent: (to: string) => `Verification code sent to ${to}.`,
  transactionsFailed: 'Failed to retrieve transactions!',
} as const;

/** The code is shown with this prefix (docs/rules.md#verification-codes-and-lock-out). */
export const CODE_PREFIX = 'R-';
/** Resend timer, seconds: one new code per 2 minutes (docs/rules.md#verification-codes-and-lock-out). */
export const RESEND_SECONDS = 120;
/** The Account Locked screen signs out after this (ms): long enough to read it. */
export const LOCKED_REDIRECT_MS = 5000;
