import { periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import type { Role } from '../../../shared/registry/roles';
import type { RouteName } from '../../../shared/routes';
import { fillPath } from '../../../shared/routes';
import { decide } from '../../../web/src/app/access';
import { hasFlag, ROUTES, type AppRoute, type GuardKind, type OrgSwitches } from '../../../web/src/app/route-table';
import { findByEmail } from '../../../lambdas/data/identity/users';
import { listFailedWages, failedWageId } from '../../../lambdas/data/advance-pay/failed-earned-wages';
import { listUploadedDocumentsPage, listUploadLogsPage } from '../../../lambdas/data/finance/uploaded-documents';
import { listWithdrawalPolicies } from '../../../lambdas/data/advance-pay/withdrawal-policies';
import { getOrg } from '../../../lambdas/data/organisations/orgs';
import { DEMO_BENEFIT_EMPLOYEES, DEMO_BENEFIT_IDS } from '../../../dev/seeds/seed-benefits';
import { DEMO_POLICY_IDS } from '../../../dev/seeds/seed-compensation';
import { DEMO_DISBURSEMENT_IDS } from '../../../dev/seeds/seed-disbursements';
import { CATALOGUE_JOB_LEVEL_IDS } from '../../../dev/seeds/seed-job-levels';
import { DEMO_CATEGORY_IDS } from '../../../dev/seeds/seed-lookups';
import { PAYRUN_ID } from '../../../dev/seeds/seed-pay-runs';
import { DEMO_COMPLETED_DISBURSEMENT_ID, DEMO_REPAYMENT_ID } from '../../../dev/seeds/seed-settlements';
import { DEMO_SUPPLIER_IDS } from '../../../dev/seeds/seed-suppliers';
import { DEMO_WALLET_IDS } from '../../../dev/seeds/seed-wallets';

/**
 * The pages of each role, GENERATED from the site's route table (web/src/app/route-table.ts) for
 * the browser tests that visit every list page (column widths, row actions): every route whose
 * guard lets the role in and whose organisation switch the demo organisation has on, its path
 * parameters filled with the demo data's ids. A route added to the table is visited without
 * anyone listing it; one whose parameter has no demo value below fails the walk by name.
 */

/** A page to visit: the route and its path with the demo data's ids. */
export interface RoutePage {
  name: RouteName;
  title: string;
  path: string;
}

/** The roles whose list pages are walked: the organisation's management, the platform's superadmin. */
export type WalkedRole = Extract<Role, 'Manager' | 'Executive' | 'superadmin'>;

/**
 * The demo value of each path parameter: one value where the name means the same thing on every
 * route, else one per route (an `id` is a wallet's on one page, a user's on another).
 */
export type DemoParams = Record<string, string | Partial<Record<RouteName, string>>>;

/** The demo organisation, where the management logins work and the administrators' pages open a record of. */
export const DEMO_ORG = 'demo';

/** The seed's run ids: the draft (editable) and the completed one (details, report, a failed payout). */
const RUN = { draft: PAYRUN_ID('D', 1), completed: PAYRUN_ID('D', 6) };

/**
 * The demo value of every path parameter of the management's and administrators' routes. The ids
 * the seed fixes come from the seed's modules; the few it makes at seed time (users' ids, an
 * advanced withdrawal policy, a partner file and its rows) are read from the stack's data, and the
 * request to show comes from the test (`request`).
 */
export async function demoParams(request: { id: string; employeeICNumber: string; periodKey: string }) {
  const month = periodOf().key;
  const [manager, admin, policies, documents, failed] = await Promise.all([
    findByEmail('manager@demo.test'),
    findByEmail('admin@platform.test'),
    listWithdrawalPolicies(DEMO_ORG),
    listUploadedDocumentsPage({}, { limit: 20 }),
    listFailedWages({ limit: 1 }),
  ]);
  // A document with a row logged (other tests' files; the demo data has none); without one, the
  // first document's row 1, or a document that does not exist (the pages say it is not found).
  let document = documents.items.length > 0 ? documents.items[0].id : 'no-such-document';
  let log: string | undefined;
  for (const d of documents.items) {
    log = (await listUploadLogsPage(d.id, { limit: 1 })).items[0]?.id;
    if (log) {
      document = d.id;
      break;
    }
  }
  log ??= '1';
  const advancedPolicy = policies.find((p) => p.type === 'ADVANCED')?.id;
  const params: DemoParams = {
    orgId: DEMO_ORG,
    oid: DEMO_ORG,
    tenantId: DEMO_ORG,
    month,
    period: request.periodKey,
    transactionId: request.id,
    employeeICNumber: {
      employeeView: DEMO_BENEFIT_EMPLOYEES.demo,
      employeeUpdate: DEMO_BENEFIT_EMPLOYEES.demo,
      managementTransaction: request.employeeICNumber,
      adminTransactionEdit: request.employeeICNumber,
    },
    id: {
      employeeCategoryUpdate: DEMO_CATEGORY_IDS.demoApproved,
      employeeMonthlyReport: request.employeeICNumber,
      userDetail: manager?.userId,
      userEdit: manager?.userId,
      administratorEdit: admin?.userId,
      adminJobLevelEdit: CATALOGUE_JOB_LEVEL_IDS.executive,
      walletView: DEMO_WALLET_IDS.tng,
      walletEdit: DEMO_WALLET_IDS.tng,
      adminTransactionEdit: request.id,
      // No failure is seeded: the id of one for the demo login's employee (the page says it is not found).
      failedWage: failed.items[0]?.id ?? failedWageId(DEMO_ORG, DEMO_BENEFIT_EMPLOYEES.demo, month),
      supplierView: DEMO_SUPPLIER_IDS.APPROVED,
      supplierEdit: DEMO_SUPPLIER_IDS.APPROVED,
      adminSupplierView: DEMO_SUPPLIER_IDS.APPROVED,
      uploadedDocumentLog: log,
    },
    bid: DEMO_BENEFIT_IDS.transport,
    jobLevelId: 'joblevel-demo-ex',
    teamId: 'team-demo-ops',
    policyId: {
      compensationPolicyEdit: DEMO_POLICY_IDS.approved,
      compensationPolicyDetails: DEMO_POLICY_IDS.approved,
      payRangeCreate: DEMO_POLICY_IDS.approved,
      payRangeEdit: DEMO_POLICY_IDS.approved,
      advancedPolicyEdit: advancedPolicy,
    },
    // The seed's ranges are `<policy id's first 20 characters>RANGE<n>` (dev/seeds/seed-compensation.ts).
    allocationId: `${DEMO_POLICY_IDS.approved.slice(0, 20)}RANGE1`,
    payType: 'Regular',
    payRunId: {
      benefitPayRunEdit: RUN.draft,
      benefitPayRunDetails: RUN.completed,
      benefitPayRunReport: RUN.completed,
      adminPayRunDetails: RUN.completed,
      adminPayRunEdit: RUN.completed,
      adminPayRunReport: RUN.completed,
    },
    officeId: 'office-demo-kl',
    disbursementId: {
      disbursementView: DEMO_DISBURSEMENT_IDS.completed,
      disbursementEdit: DEMO_DISBURSEMENT_IDS.draft,
      adminDisbursementView: DEMO_DISBURSEMENT_IDS.completed,
      repaymentTransactions: DEMO_COMPLETED_DISBURSEMENT_ID,
      repaymentTransactionCreate: DEMO_COMPLETED_DISBURSEMENT_ID,
      adminRepaymentTransactions: DEMO_COMPLETED_DISBURSEMENT_ID,
      adminRepaymentTransactionCreate: DEMO_COMPLETED_DISBURSEMENT_ID,
      adminRepaymentEdit: DEMO_COMPLETED_DISBURSEMENT_ID,
    },
    repaymentId: DEMO_REPAYMENT_ID,
    rcId: document,
  };
  return params;
}

/** The names of a path's `:parameters`. */
const paramNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

/**
 * A route's path with the demo values; throws, naming the route and the parameter, when one has
 * no demo value (a new route's parameter must be given one here, so that its page is walked).
 */
export function demoPath(route: AppRoute, params: DemoParams): string {
  const values: Record<string, string> = {};
  for (const name of paramNames(route.path)) {
    const entry = params[name] as DemoParams[string] | undefined;
    const value = typeof entry === 'string' ? entry : entry?.[route.name];
    if (!value)
      throw new Error(
        `Route ${route.name} (${route.path}): no demo value for :${name}; add one to demoParams in test/e2e/support/list-pages.ts`,
      );
    values[name] = value;
  }
  return fillPath(route.path, values);
}

/**
 * The guards of each role's portal: a Manager's or an Executive's own pages (the employees' pages
 * they may also open are the employees' portal, walked on a phone), an administrator's.
 */
const PORTAL_GUARDS: Record<WalkedRole, readonly GuardKind[]> = {
  Manager: ['management'],
  Executive: ['management'],
  superadmin: ['admin', 'superadmin'],
};

/**
 * The pages of a role's portal, in route table order: every route of its portal's guards that
 * lets the role in and whose organisation switch the demo organisation has on (an administrator's
 * routes have none).
 */
export async function pagesOf(role: WalkedRole, params: DemoParams): Promise<RoutePage[]> {
  const session = {
    userId: 'walk',
    email: 'walk@test',
    displayName: 'Walk',
    role,
    tenantId: role === 'superadmin' ? null : DEMO_ORG,
    orgId: role === 'superadmin' ? null : DEMO_ORG,
    acceptedTerms: 'current',
    acceptedTAndC: true,
  };
  const org: OrgSwitches | undefined = role === 'superadmin' ? undefined : await getOrg(DEMO_ORG);
  if (role !== 'superadmin' && !org) throw new Error('The demo organisation is missing');
  return ROUTES.filter((r) => PORTAL_GUARDS[role].includes(r.guard) && decide(r, session).kind === 'allow')
    .filter((r) => role === 'superadmin' || hasFlag(org, r.flag))
    .map((r) => ({ name: r.name, title: r.title, path: demoPath(r, params) }));
}
