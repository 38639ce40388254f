import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { periodOf } from '../../../../shared/domain/advance-pay/advance-pay';
import type { CallableOutput } from '../../../../shared/callables/index';
import { isPeriodKey } from '../../components/month-select';

/** A transaction as the management list has it. */
export type ManagementTransaction = CallableOutput<'advancePayManagement-getTransactions'>['items'][number];

/** The lists and reports a status change makes stale. */
const AFFECTED = [
  'advancePayManagement-getTransactions',
  'advancePayManagement-getMonthlyReport',
  'advancePayManagement-getEmployeeMonthlyReport',
  'advancePayManagement-getPayrollDeductionFile',
  'advancePayManagement-getMonthlySummary',
] as const;

export function useInvalidateAdvancePay() {
  const client = useQueryClient();
  return () => Promise.all(AFFECTED.map((name) => client.invalidateQueries({ queryKey: [name] })));
}

/** The month filter kept in the address (`?period=2026-11`), the current month by default. */
export function usePeriodParam(): [string, (periodKey: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = isPeriodKey(raw) ? raw : periodOf().key;
  return [
    period,
    (next) =>
      setParams(
        (p) => {
          p.set('period', next);
          return p;
        },
        { replace: true },
      ),
  ];
}
