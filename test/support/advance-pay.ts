import { ulid } from 'ulid';
import type { AdvanceStatus, AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { periodOf, type Period } from '../../shared/domain/advance-pay/advance-pay';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { epochSeconds } from '../../shared/domain/time/time';
import { rmToSen, subtractSen } from '../../shared/domain/money/money';
import type { WithdrawalPolicyRecord } from '../../shared/domain/advance-pay/withdrawal-policy';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import {
  createAdvanceTransaction,
  updateAdvanceTransaction,
} from '../../lambdas/data/advance-pay/advance-transactions';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { storeWithdrawalPolicy } from '../../lambdas/data/advance-pay/withdrawal-policies';
import { advancePayOrgRecord, FIXTURE_SALARY_SEN, generalPolicyRecord } from './advance-pay-records';
import { signIn } from './api';
import { freshEmployee } from './own-profile';
import { createTestUser } from './users';

/**
 * Fixtures of the Advance Pay tests: a fresh organisation of the test's own (never the demo
 * data), its policies and transactions, written through the product's repositories so the
 * summaries stay consistent.
 */

/** A fresh Active organisation with Advance Pay on (overrides change any field). */
export async function freshAdvancePayOrg(overrides: Partial<OrganisationRecord> = {}): Promise<OrganisationRecord> {
  const id = `ap-${ulid().toLowerCase()}`;
  return createOrg(advancePayOrgRecord(id, `Advance Test ${id.slice(-6)} Sdn Bhd`, epochSeconds(), overrides));
}

/** Store a withdrawal policy directly (APPROVED GENERAL, DAILY, RM 1,000 unless overridden). */
export async function putPolicy(
  orgId: string,
  overrides: Partial<WithdrawalPolicyRecord> = {},
): Promise<WithdrawalPolicyRecord> {
  const policy = generalPolicyRecord(orgId, epochSeconds(), {
    ...(overrides.type === 'ADVANCED' ? { id: ulid() } : {}),
    ...overrides,
  });
  await storeWithdrawalPolicy(policy);
  return policy;
}

/**
 * A fresh Advance Pay organisation with an APPROVED general policy, one approved employee
 * (salary RM 40,000, Maybank account, verified mobile, a login with terms accepted) and a Manager and an
 * Executive with logins; tokens are ID tokens.
 */
export async function advancePayWorld(
  opts: {
    org?: Partial<OrganisationRecord>;
    policy?: Partial<WithdrawalPolicyRecord> | null;
    employee?: Partial<EmployeeRecord>;
  } = {},
) {
  const org = await freshAdvancePayOrg(opts.org);
  const policy = opts.policy === null ? undefined : await putPolicy(org.id, opts.policy ?? {});
  const employee = await freshEmployee(org.id, {
    bank: 'Maybank',
    bankCode: 'MBBEMYKL',
    accountNumber: '114011112222',
    ...opts.employee,
  });
  const manager = await createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true });
  const executive = await createTestUser({ role: 'Executive', orgId: org.id, acceptedTerms: true });
  return {
    org,
    orgId: org.id,
    policy,
    employee,
    manager: { ...manager, token: (await signIn(manager.email, manager.password)).idToken },
    executive: { ...executive, token: (await signIn(executive.email, executive.password)).idToken },
  };
}

/**
 * A withdrawal stored through the repository (summaries included), moved on to `status`
 * (pending → approved → processing → completed, or rejected / cancelled) with its history.
 */
export async function storeWithdrawal(
  orgId: string,
  employeeICNumber: string,
  opts: {
    /** RM, as the employee asks for it (stored in sen). */
    amount?: number;
    status?: AdvanceStatus;
    period?: Period;
    reasonForWithdrawal?: string;
    /** RM (5% of the amount unless given). */
    fee?: number;
    serviceFeePaidBy?: 'employee' | 'employer';
    /** The organisation's name, as a request made through the API stores it. */
    orgName?: string;
    /** Who asked (a request made through the API stores the employee's name). */
    createdBy?: string;
  } = {},
): Promise<AdvanceTransactionRecord> {
  const at = epochSeconds();
  const period = opts.period ?? periodOf();
  const amount = opts.amount ?? 200;
  // The scenario's figures are RM (as the API shows them); the record keeps them in sen.
  const amountSen = rmToSen(amount);
  const feeSen = rmToSen(opts.fee ?? Math.round(amount * 5) / 100);
  let tx = await createAdvanceTransaction({
    id: ulid(),
    orgId,
    ...(opts.orgName ? { orgName: opts.orgName } : {}),
    employeeICNumber,
    status: 'pending',
    period: period.text,
    periodKey: period.key,
    amountSen,
    feeSen,
    netAmountSen: opts.serviceFeePaidBy === 'employer' ? amountSen : subtractSen(amountSen, feeSen),
    serviceFeePaidBy: opts.serviceFeePaidBy ?? 'employee',
    // As the fixture employee earns (the seed test holds each withdrawal's salary to its employee's).
    salarySen: FIXTURE_SALARY_SEN,
    banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' },
    reasonForWithdrawal: opts.reasonForWithdrawal ?? 'Bills',
    createdBy: opts.createdBy ?? 'test',
    createdAt: at,
    modifiedAt: at,
    history: [{ status: 'pending', at, by: 'test' }],
  });
  const path: Record<AdvanceStatus, AdvanceStatus[]> = {
    pending: [],
    approved: ['approved'],
    processing: ['approved', 'processing'],
    completed: ['approved', 'processing', 'completed'],
    rejected: ['rejected'],
    cancelled: ['cancelled'],
  };
  for (const [i, status] of path[opts.status ?? 'pending'].entries()) {
    const when = at + i + 1;
    const after: AdvanceTransactionRecord = {
      ...tx,
      status,
      modifiedAt: when,
      modifiedBy: 'test',
      ...(status === 'processing' ? { sentToBank: true } : {}),
      ...(status === 'completed' ? { transferDate: new Date(when * 1000).toISOString().slice(0, 10) } : {}),
      ...(status === 'rejected' || status === 'cancelled' ? { reason: 'Test reason' } : {}),
      history: [...(tx.history ?? []), { status, at: when, by: 'test' }],
    };
    tx = await updateAdvanceTransaction(tx, after);
  }
  return tx;
}
