import { randomInt } from 'node:crypto';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { asSen } from '../../shared/domain/money/money';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import type { WithdrawalPolicyRecord } from '../../shared/domain/advance-pay/withdrawal-policy';
import { GENERAL_POLICY_ID } from '../../lambdas/data/advance-pay/withdrawal-policies';

/**
 * The records of an Advance Pay world (organisation, policy, employee) as plain values, shared by
 * the test fixtures (./advance-pay.ts, ./own-profile.ts) and the load benchmark (bench/load.ts),
 * which stores thousands of them at once. No vitest here: the benchmark runs outside it.
 */

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** A Malaysian mobile number nobody else uses. */
export const freshMobile = () => `+6011${digits(8)}`;
/** An IC number nobody else uses. */
export const freshIcNumber = () => `8${digits(11)}`;

/** An Active organisation with Advance Pay on: pay day 28, cut-off 31, RM 2,000 at most, a 5% fee paid by the employee. */
export function advancePayOrgRecord(
  id: string,
  name: string,
  at: number,
  overrides: Partial<OrganisationRecord> = {},
): OrganisationRecord {
  return {
    id,
    tenantId: id,
    name,
    status: 'Active',
    domain: id,
    eBenefits: 'no',
    advancePay: 'yes',
    payDay: 28,
    cutoffDate: 31,
    advancePayMaxSen: asSen(200_000),
    serviceFeePercentage: 5,
    serviceFeePaidBy: 'employee',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: at,
    modifiedAt: at,
    ...overrides,
  };
}

/** An APPROVED GENERAL policy: RM 1,000 a period, DAILY, approved by a manager (unless overridden). */
export function generalPolicyRecord(
  orgId: string,
  at: number,
  overrides: Partial<WithdrawalPolicyRecord> = {},
  by = 'test',
): WithdrawalPolicyRecord {
  return {
    id: GENERAL_POLICY_ID,
    orgId,
    type: 'GENERAL',
    status: 'APPROVED',
    maximumWithdrawalAmountSen: asSen(100_000),
    withdrawalFrequency: 'DAILY',
    autoApproval: false,
    createdAt: at,
    createdBy: by,
    modifiedAt: at,
    ...overrides,
  };
}

/** The fixture employee's salary (sen): see {@link employeeRecord}. */
export const FIXTURE_SALARY_SEN = asSen(4_000_000);

/**
 * An approved employee: salary RM 40,000, a verified mobile number of their own (fields override).
 * The salary lets the tests' requests (RM 100–600) through on any day of the month: on the 1st of a
 * 31-day month half the earned wages are RM 645.16 (at RM 3,000 they were RM 48.38, below the
 * RM 100 minimum, and every request of the month's first two days was refused).
 */
export function employeeRecord(orgId: string, at: number, fields: Partial<EmployeeRecord> = {}): EmployeeRecord {
  return {
    employeeICNumber: freshIcNumber(),
    orgId,
    firstName: 'Nur',
    lastName: 'Hidayah',
    name: 'Nur Hidayah',
    mobileNumber: freshMobile(),
    mobileNumberVerified: true,
    status: 'approved',
    salarySen: FIXTURE_SALARY_SEN,
    jobLevel: 'Staff',
    advancePayWithdrawalsDisabled: false,
    createdAt: at,
    modifiedAt: at,
    ...fields,
  };
}
