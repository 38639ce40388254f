import type { EmployeeReportLine, ReportFigures } from '../../../shared/domain/advance-pay/advance-pay-reports';
import { senToRm } from '../../../shared/domain/money/money';

/** The report figures at the API: RM (not a handler). */
export const figuresInRm = (f: ReportFigures) => ({
  totalRequests: f.totalRequests,
  completedRequests: f.completedRequests,
  counts: f.counts,
  total: senToRm(f.totalSen),
  transferred: senToRm(f.transferredSen),
  inFlight: senToRm(f.inFlightSen),
  serviceFee: { employer: senToRm(f.serviceFee.employerSen), employee: senToRm(f.serviceFee.employeeSen) },
  instantPayouts: f.instantPayouts,
  instantFee: senToRm(f.instantFeeSen),
});

export const lineInRm = (l: EmployeeReportLine) => ({
  employeeName: l.employeeName,
  ...(l.email ? { email: l.email } : {}),
  employeeICNumber: l.employeeICNumber,
  withdrawals: l.withdrawals,
  total: senToRm(l.totalSen),
  transferred: senToRm(l.transferredSen),
  inFlight: senToRm(l.inFlightSen),
  serviceFee: senToRm(l.serviceFeeSen),
  instantPayouts: l.instantPayouts,
  instantFee: senToRm(l.instantFeeSen),
});
