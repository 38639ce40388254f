import { PAYEES_TYPES, REPAYMENT_PERIODS, type PayeesType } from '../../../../shared/domain/finance/disbursement';

/** '1 month', '3 months'. */
export const repaymentPeriodLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** 'Employees' or 'Suppliers'. */
export const payeesTypeLabel = (type: PayeesType) => (type === 'employees' ? 'Employees' : 'Suppliers');

/** The choices of the repayment period (1 to 3 months) and of the payees' type. */
export const REPAYMENT_PERIOD_OPTIONS = REPAYMENT_PERIODS.map((n) => ({
  value: String(n),
  label: repaymentPeriodLabel(n),
}));
export const PAYEES_TYPE_OPTIONS = PAYEES_TYPES.map((t) => ({
  value: t,
  label: payeesTypeLabel(t),
}));
