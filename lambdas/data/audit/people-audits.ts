import type { AuditChange, AuditKind } from '../../../shared/domain/audit/audit-entry';
import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { User } from '../../../shared/domain/identity/user';
import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import type { TransactItem } from '../table/table';
import { auditChanges, auditItem } from './audit-trail';
import { auditFlag, auditRm } from './record-audit';

/**
 * The audit entries of the people, organisations and settings (docs/rules.md#audit-trail): which
 * fields of a record each kind covers, and the entries of a change of the record, one per kind
 * that changed, to go in the change's transaction.
 */

type Fields = Record<string, true | ((value: unknown) => string | undefined)>;

/** Personal values shown only as changed: the trail never holds an address or a birth date. */
const PERSONAL = ['dateOfBirth', 'address', 'city', 'postalCode', 'mainContactNumber'];

/** The fields that differ (masked where personal, see {@link PERSONAL}), before → after. */
function changesOf(before: object | undefined, after: object | undefined, fields: Fields): AuditChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const plain = Object.fromEntries(Object.entries(fields).filter(([field]) => !PERSONAL.includes(field)));
  const personal = Object.keys(fields).filter((f) => PERSONAL.includes(f) && (was[f] ?? '') !== (now[f] ?? ''));
  return [
    ...auditChanges(was, now, plain),
    ...personal.map((field) => ({
      field,
      ...(was[field] ? { before: 'set' } : {}),
      ...(now[field] ? { after: was[field] ? 'changed' : 'set' } : {}),
    })),
  ];
}

/**
 * The entries of one change of a record (before undefined: a new one): one per kind whose fields
 * (`fieldsByKind`) differ, none when nothing did.
 */
function kindEntries(
  change: { before: object | undefined; after: object | undefined; fieldsByKind: Partial<Record<AuditKind, Fields>> },
  orgId: string | null,
  subject: { type: string; id: string; name?: string },
  action: string | ((kind: AuditKind) => string),
  why?: string,
): TransactItem[] {
  return Object.entries(change.fieldsByKind).flatMap(([kind, fields]) => {
    const changes = changesOf(change.before, change.after, fields);
    return changes.length
      ? [
          auditItem({
            orgId,
            kind: kind as AuditKind,
            action: typeof action === 'string' ? action : action(kind as AuditKind),
            subject,
            changes,
            ...(why ? { why } : {}),
          }),
        ]
      : [];
  });
}

// ------------------------------------------------------------------ employees

const EMPLOYEE_FIELDS = {
  user: {
    firstName: true,
    lastName: true,
    email: true,
    status: true,
    salarySen: auditRm,
    jobLevel: true,
    team: (team: unknown) => (team as { teamName?: string }).teamName,
    employeeCategoryId: true,
    officeId: true,
    advancePayWithdrawalsDisabled: auditFlag,
    dateOfBirth: true,
    address: true,
    city: true,
    postalCode: true,
    country: true,
    userId: true,
  },
  bankAccount: { bank: true, bankCode: true, accountNumber: true },
  mobileNumber: { mobileNumber: true, mobileNumberVerified: auditFlag },
} satisfies Partial<Record<AuditKind, Fields>>;

/** The subject of an employee's entries: IC number and full name. */
export const employeeSubject = (e: Pick<EmployeeRecord, 'employeeICNumber' | 'name'>) => ({
  type: 'employee',
  id: e.employeeICNumber,
  name: e.name,
});

/**
 * The entries of a change of an employee's record (before undefined: a new employee): the record
 * (`user`), its bank account and its mobile number, each when it changed.
 */
export function employeeAuditItems(
  before: EmployeeRecord | undefined,
  after: EmployeeRecord,
  action: string,
  why?: string,
): TransactItem[] {
  const change = { before, after, fieldsByKind: EMPLOYEE_FIELDS };
  return kindEntries(change, after.orgId, employeeSubject(after), action, why);
}

/** The one entry of a step in an employee's record's life (deleted, approved…): the status before → after. */
export function employeeStepItem(
  employee: Pick<EmployeeRecord, 'orgId' | 'employeeICNumber' | 'name'>,
  action: string,
  changes: AuditChange[],
  kind: AuditKind = 'user',
  why?: string,
): TransactItem {
  const subject = employeeSubject(employee);
  return auditItem({ orgId: employee.orgId, kind, action, subject, changes, ...(why ? { why } : {}) });
}

// ------------------------------------------------------------------ users (logins)

const USER_FIELDS = {
  user: { firstName: true, lastName: true, displayName: true, email: true, status: true },
  role: { role: true },
} satisfies Partial<Record<AuditKind, Fields>>;

/** The subject of a login's entries: its id and the name it shows. */
export const userSubject = (u: Pick<User, 'id' | 'displayName' | 'email'>) => ({
  type: 'user',
  id: u.id,
  name: u.displayName.trim() || u.email,
});

/**
 * The entries of a change of a login (before undefined: a new login): its names, e-mail and status
 * (`user`), and its role (`role`), each when it changed. The status alone names the action
 * (suspended, reactivated); otherwise `action`.
 */
export function userAuditItems(before: User | undefined, after: User, action: string): TransactItem[] {
  const statusAction =
    before && before.status !== after.status && (after.status === 'Suspended' ? 'suspended' : 'reactivated');
  const named = (kind: AuditKind) =>
    (kind === 'role' && before ? 'role changed' : kind === 'user' && statusAction) || action;
  return kindEntries({ before, after, fieldsByKind: USER_FIELDS }, after.orgId, userSubject(after), named);
}

// ------------------------------------------------------------------ organisations

/** An organisation's fields as the trail compares them: the disbursement settings beside the rest. */
const orgView = (o: OrganisationRecord | undefined) =>
  o && {
    ...o,
    disbursementsEnabled: o.disbursements.enable,
    initialCreditLimitSen: o.disbursements.initialCreditLimitSen,
    creditLimitSen: o.disbursements.creditLimitSen,
    platformFeePercentage: o.disbursements.platformFeePercentage,
    monthlyFeePercentage: o.disbursements.monthlyFeePercentage,
  };

const ORG_FIELDS = {
  organisationStatus: { status: true },
  creditLimit: { initialCreditLimitSen: auditRm, creditLimitSen: auditRm },
  setting: {
    name: true,
    domain: true,
    advancePay: true,
    eBenefits: true,
    disbursementsEnabled: true,
    payDay: true,
    cutoffDate: true,
    advancePayMaxSen: auditRm,
    serviceFeePercentage: true,
    serviceFeePaidBy: true,
    instantPayout: true,
    instantPayoutFeePercentage: true,
    platformFeePercentage: true,
    monthlyFeePercentage: true,
    wallets: (w: unknown) => (w as string[]).join(', ') || undefined,
    franchiseType: true,
    royaltyRate: true,
    franchisorId: true,
    paymentGatewayMerchantId: true,
    makerChecker: true,
    bankDetails: true,
    registration: true,
    industry: true,
    companySize: true,
    signupDate: true,
    telephone: true,
    website: true,
    mainContact: true,
    mainContactNumber: true,
    address: true,
    city: true,
    state: true,
    postcode: true,
    country: true,
  },
} satisfies Partial<Record<AuditKind, Fields>>;

/** The subject of an organisation's entries. */
export const orgSubject = (o: Pick<OrganisationRecord, 'id' | 'name'>) => ({
  type: 'organisation',
  id: o.id,
  name: o.name,
});

/**
 * The entries of a change of an organisation (before undefined: a new one): its status
 * (`organisationStatus`), its credit limits (`creditLimit`, RM) and its other settings (`setting`),
 * each when it changed.
 */
export function orgAuditItems(
  before: OrganisationRecord | undefined,
  after: OrganisationRecord,
  action: string,
  why?: string,
): TransactItem[] {
  const change = { before: orgView(before), after: orgView(after), fieldsByKind: ORG_FIELDS };
  return kindEntries(change, after.id, orgSubject(after), action, why);
}
