import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { type AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';
import { asSen, rmToSen } from '../../shared/domain/money/money';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import { type WithdrawalPolicyRecord } from '../../shared/domain/advance-pay/withdrawal-policy';
import { WITHDRAWAL_REASONS } from '../../shared/domain/advance-pay/withdrawal-reasons';
import { demoDirectory } from './seed-employees';
import { GENERAL_POLICY_ID } from '../../lambdas/data/advance-pay/withdrawal-policies';

/** A small seeded PRNG (mulberry32) from a text: the same text gives the same numbers. */
export function prng(text: string): () => number {
  let a = createHash('sha256').update(text).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A ULID of a given time whose random part comes from a label: the same label, the same id. */
export function seedUlid(timeMs: number, label: string): string {
  return ulid(timeMs, prng(label));
}

/** The demo organisations' Advance Pay set-up: who withdraws, how often, and with which outcomes. */
/** Who does what in the demo (the demo logins' display names, seed.ts DEMO_LOGINS). */
export const ADMIN_NAME = 'Aminah Ismail';
export const END_OF_DAY_BY = 'End of day';
export const HOUR = 3600;
export const DAY = 86_400;

/** Each organisation's part of the demo. */
export interface OrgDemo {
  orgId: string;
  /** The Advance Pay settings the demo needs (cut-off 31: the demo logins can ask any day). */
  settings: Pick<
    OrganisationRecord,
    'advancePay' | 'payDay' | 'cutoffDate' | 'advancePayMaxSen' | 'serviceFeePercentage' | 'serviceFeePaidBy'
  >;
  /** The notifications e-mail: the organisation's demo Manager. */
  notificationsEmail: string;
  /** Who approves and rejects (Managers and Executives of the organisation). */
  approvers: string[];
  policies: (at: number) => WithdrawalPolicyRecord[];
  /** The employees who withdraw: the demo login's IC number first, then directory employees. */
  employees: { icNumber: string; login: boolean; open?: AdvanceStatus[] }[];
}

/** The IC number of the i-th employee of a demo directory (seed-employees.ts: Demo 24 with seed 1, Other 4 with seed 2). */
function directoryIc(orgId: 'demo' | 'other', i: number): string {
  const directory = orgId === 'demo' ? demoDirectory('demo', 24, 4, 1, 0) : demoDirectory('other', 4, 1, 2, 0);
  return directory[i].employeeICNumber;
}

/** The policies' creation time: the anchor less 120 days (before every seeded withdrawal). */
export const policyTime = (at: number) => at - 120 * DAY;

export const ADVANCE_PAY_DEMO: OrgDemo[] = [
  {
    orgId: 'demo',
    settings: {
      advancePay: 'yes',
      payDay: 7,
      cutoffDate: 31,
      advancePayMaxSen: rmToSen(2000),
      serviceFeePercentage: 5,
      serviceFeePaidBy: 'employee',
    },
    notificationsEmail: 'manager@demo.test',
    approvers: ['Daniel Tan', 'Nurul Hassan'],
    policies: (at) => {
      const t = policyTime(at);
      // Prepared by the Executive, approved by the Manager (docs/rules.md#maker-checker).
      const base = {
        orgId: 'demo',
        createdAt: t,
        createdBy: 'Nurul Hassan',
        modifiedAt: t,
        modifiedBy: 'Nurul Hassan',
      };
      return [
        {
          ...base,
          id: GENERAL_POLICY_ID,
          type: 'GENERAL',
          status: 'APPROVED',
          maximumWithdrawalAmountSen: asSen(100_000),
          withdrawalFrequency: 'DAILY',
          autoApproval: false,
          approvedAt: t + HOUR,
          approvedBy: 'Daniel Tan',
        },
        {
          ...base,
          id: seedUlid(t * 1000, 'demo|policy|senior'),
          type: 'ADVANCED',
          status: 'APPROVED',
          maximumWithdrawalAmountSen: asSen(150_000),
          withdrawalFrequency: 'ONCE_A_WEEK',
          autoApproval: false,
          minSalarySen: asSen(500_000),
          maxSalarySen: asSen(1_000_000),
          approvedAt: t + HOUR,
          approvedBy: 'Daniel Tan',
        },
        {
          ...base,
          id: seedUlid(t * 1000 + 1, 'demo|policy|junior'),
          type: 'ADVANCED',
          status: 'PENDING',
          maximumWithdrawalAmountSen: asSen(50_000),
          withdrawalFrequency: 'ONCE_EVERY_TWO_WEEKS',
          autoApproval: false,
          minSalarySen: asSen(200_000),
          maxSalarySen: asSen(300_000),
        },
      ];
    },
    employees: [
      // employee@demo.test (Siti Rahman): one approved request from before today, so the demo login can still ask today.
      { icNumber: '900101145678', login: true, open: ['approved'] },
      // Directory employees: approved, withdrawals on (the 6th, i = 5, has them switched off).
      { icNumber: directoryIc('demo', 0), login: false, open: ['pending'] },
      { icNumber: directoryIc('demo', 1), login: false, open: ['approved'] },
      { icNumber: directoryIc('demo', 2), login: false, open: ['processing'] },
      { icNumber: directoryIc('demo', 3), login: false, open: ['pending'] },
      { icNumber: directoryIc('demo', 4), login: false },
      { icNumber: directoryIc('demo', 6), login: false, open: ['processing'] },
      { icNumber: directoryIc('demo', 7), login: false, open: ['pending'] },
    ],
  },
  {
    orgId: 'other',
    settings: {
      advancePay: 'yes',
      payDay: 5,
      cutoffDate: 31,
      advancePayMaxSen: rmToSen(1500),
      serviceFeePercentage: 4,
      serviceFeePaidBy: 'employer',
    },
    notificationsEmail: 'manager@other.test',
    approvers: ['Rajesh Kumar'],
    policies: (at) => {
      const t = policyTime(at);
      return [
        {
          id: GENERAL_POLICY_ID,
          orgId: 'other',
          type: 'GENERAL',
          status: 'APPROVED',
          maximumWithdrawalAmountSen: asSen(80_000),
          withdrawalFrequency: 'ONCE_A_WEEK',
          autoApproval: false,
          createdAt: t,
          createdBy: 'Rajesh Kumar',
          modifiedAt: t,
          modifiedBy: 'Rajesh Kumar',
          approvedAt: t + HOUR,
          approvedBy: 'Rajesh Kumar',
        },
      ];
    },
    employees: [
      // employee@other.test (Ahmad Zulkifli): nothing open, and nothing live in the last 7 days (ONCE_A_WEEK).
      { icNumber: '920202106789', login: true },
      // Directory employees (the 4th waits for approval).
      { icNumber: directoryIc('other', 0), login: false, open: ['pending'] },
      { icNumber: directoryIc('other', 1), login: false, open: ['approved'] },
      { icNumber: directoryIc('other', 2), login: false, open: ['processing'] },
    ],
  },
];

export const REJECT_REASONS = [
  'Please talk to HR about your overtime claim first',
  'Amount too high for this pay period',
  'Duplicate request',
];
export const CANCEL_REASONS = [
  'Employee asked to cancel the request',
  'Bank account details being updated',
  'Requested twice by mistake',
];
/** How the past withdrawals ended, cycled through (mostly completed, some rejected or cancelled). */
export const OUTCOMES: AdvanceStatus[] = [
  'completed',
  'completed',
  'rejected',
  'completed',
  'completed',
  'cancelled',
  'completed',
  'completed',
  'completed',
];
/** Reasons for withdrawal with their weights (bills and groceries most often). */
export const REASON_WEIGHTS: Record<(typeof WITHDRAWAL_REASONS)[number], number> = {
  Bills: 5,
  Medical: 2,
  Education: 2,
  Emergency: 1,
  Groceries: 4,
  Transport: 3,
  Family: 2,
  Others: 1,
};

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and ids
