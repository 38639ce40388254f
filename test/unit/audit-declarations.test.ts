import { describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import type { AuditKind } from '../../shared/domain/audit/audit-entry';

/**
 * Which callables change what the audit trail covers (docs/rules.md#audit-trail), and the kinds each
 * declares (shared/registry/define.ts `audit`): the handler chain then checks on every call that an
 * entry was written. A new callable that changes users, roles, bank accounts, mobile numbers,
 * policies, settings, credit limits, disbursements, settlements, pay runs or an organisation's status
 * belongs here too. The imports change employees off the request path: their worker writes the
 * entries (test/integration/audit-trail*.test.ts), so the callables that start them declare nothing.
 */
const MUST_DECLARE: Record<string, readonly AuditKind[]> = {
  // Users and roles
  'users-createUser': ['user', 'role'],
  'users-updateUser': ['user', 'role'],
  'employees-approveEmployees': ['user'],
  'employees-unlockAccount': ['user'],
  'employees-sendNewInvitation': ['user'],
  'employees-createEmployee': ['user', 'bankAccount', 'mobileNumber'],
  'employees-editEmployee': ['user', 'bankAccount', 'mobileNumber'],
  'employees-softDeleteEmployee': ['user'],
  'employees-changeAdvancePayWithdrawalsDisabledStatus': ['user'],
  'employees-updateOwnProfile': ['user', 'bankAccount', 'mobileNumber'],
  'employees-verifySmsVerificationCode': ['mobileNumber'],
  // Policies
  'withdrawalPolicies-createGeneralPolicy': ['policy'],
  'withdrawalPolicies-createAdvancedPolicy': ['policy'],
  'withdrawalPolicies-updateGeneralPolicy': ['policy'],
  'withdrawalPolicies-updateAdvancedPolicy': ['policy'],
  'withdrawalPolicies-approvePolicy': ['policy'],
  'withdrawalPolicies-deletePolicy': ['policy'],
  'withdrawalPolicies-updateApprovalRule': ['policy'],
  'compensationPolicies-createPolicy': ['policy'],
  'compensationPolicies-editPolicy': ['policy'],
  'compensationPolicies-deletePolicy': ['policy'],
  'compensationPolicies-approve': ['policy'],
  'compensationPolicies-createPayRange': ['policy'],
  'compensationPolicies-editPayRange': ['policy'],
  'compensationPolicies-deletePayRange': ['policy'],
  // Settings, credit limits and the organisation's status
  'settings-updateNotificationsEmail': ['setting'],
  'settings-updateEscalation': ['setting'],
  'settings-setOwnDelegate': ['setting'],
  'orgs-setMakerChecker': ['setting'],
  'orgs-createOrg': ['organisationStatus', 'creditLimit', 'setting'],
  'orgs-updateOrg': ['organisationStatus', 'creditLimit', 'setting'],
  // It also suspends every login of the organisation: one `user` entry each.
  'orgs-softDeleteOrg': ['organisationStatus', 'user'],
  'calendar-add': ['setting'],
  'calendar-edit': ['setting'],
  'calendar-remove': ['setting'],
  // Disbursements
  'disbursements-create': ['disbursement'],
  'disbursements-draft': ['disbursement'],
  'disbursements-update': ['disbursement'],
  'disbursements-approve': ['disbursement'],
  'disbursements-delete': ['disbursement'],
  'disbursements-process': ['disbursement'],
  'disbursements-processWithCurlec': ['disbursement'],
  // Completing a disbursement also creates its settlement (one entry for each record changed).
  'disbursements-complete': ['disbursement', 'settlement'],
  'disbursements-cancel': ['disbursement'],
  // Settlements
  'repayments-create': ['settlement'],
  'repayments-update': ['settlement'],
  'repayments-delete': ['settlement'],
  'repaymentTransactions-create': ['settlement'],
  'repaymentTransactions-update': ['settlement'],
  'repaymentTransactions-void': ['settlement'],
  // Pay runs
  'payRuns-createPayRun': ['payRun'],
  'payRuns-updatePayRun': ['payRun'],
  'payRuns-submitPayRun': ['payRun'],
  'payRuns-approvePayRuns': ['payRun'],
  'payRuns-deletePayRun': ['payRun'],
  'adminPayRuns-update': ['payRun'],
};

describe('audit declarations of the registry', () => {
  it('every callable that changes what the trail covers declares its kinds', () => {
    const byName = new Map(callables.map((def) => [def.name, def]));
    for (const [name, kinds] of Object.entries(MUST_DECLARE)) {
      expect(byName.has(name), `${name} is a callable`).toBe(true);
      expect([...(byName.get(name)?.audit ?? [])].sort(), name).toEqual([...kinds].sort());
    }
  });

  it('no other callable declares audit kinds (a new one is added above, with its reason)', () => {
    const extra = callables.filter((def) => def.audit?.length && !(def.name in MUST_DECLARE)).map((def) => def.name);
    expect(extra).toEqual([]);
  });
});
