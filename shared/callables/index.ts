import type { z } from 'zod';
import { callableArea, type CallableDefinition } from '../registry/define';
import * as orgs from './orgs';
import * as employees from './employees';
import * as users from './users';
import * as employeeCategories from './employee-categories';
import * as jobLevels from './job-levels';
import * as orgOffices from './org-offices';
import * as adminJobLevels from './admin-job-levels';
import * as teams from './teams';
import * as compensationPolicies from './compensation-policies';
import * as uploads from './uploads';
import * as wallets from './wallets';
import * as advancePayAdmin from './advance-pay-admin';
import * as advancePayEmployee from './advance-pay-employee';
import * as withdrawalPolicies from './withdrawal-policies';
import * as settings from './settings';
import * as advancePayManagement from './advance-pay-management';
import * as employeeBenefits from './employee-benefits';
import * as employeeWallets from './employee-wallets';
import * as payRuns from './pay-runs';
import * as adminPayRuns from './admin-pay-runs';
// Finance: suppliers
import * as suppliers from './suppliers';
// Finance: transaction history
import * as transactions from './transactions';
// Finance: disbursements and the payment gateway
import * as disbursements from './disbursements';
import * as paymentGateway from './payment-gateway';
// Finance: settlements
import * as repayments from './repayments';
import * as repaymentTransactions from './repayment-transactions';
// Uploads: sales and settlement files, sales and royalties
import * as uploadedDocuments from './uploaded-documents';
import * as sales from './sales';
// Report files of any size, by presigned link
import * as reportFiles from './report-files';
// The business calendar: holidays the working-day rule skips
import * as calendar from './calendar';
// The audit trail of every change
import * as audit from './audit';

/**
 * The registry: every callable of the API. CDK, the local gateway, the typed web client,
 * the OpenAPI document and the generic tests all loop over this list (docs/architecture.md#the-registry).
 * Adding a callable = one definition in an area module here + one handler file.
 */
/**
 * One module per area, named after it: the area is the callable name's prefix before '-'
 * (callableArea), which is also the handler folder under lambdas/. The registry checks below that
 * every module holds only its own area's callables.
 */
const areas = {
  orgs,
  employees,
  users,
  employeeCategories,
  jobLevels,
  adminJobLevels,
  orgOffices,
  teams,
  compensationPolicies,
  uploads,
  wallets,
  advancePayAdmin,
  withdrawalPolicies,
  settings,
  advancePayManagement,
  advancePayEmployee,
  employeeBenefits,
  employeeWallets,
  payRuns,
  adminPayRuns,
  // Finance: suppliers
  suppliers,
  // Finance: transaction history
  transactions,
  // Finance: disbursements and the payment gateway
  disbursements,
  paymentGateway,
  // Finance: settlements
  repayments,
  repaymentTransactions,
  // Uploads: sales and settlement files, sales and royalties
  uploadedDocuments,
  sales,
  // Report files of any size, by presigned link
  reportFiles,
  // The business calendar
  calendar,
  // The audit trail
  audit,
} as const;

type AreaModules = typeof areas;
type Defs = { [A in keyof AreaModules]: AreaModules[A][keyof AreaModules[A]] }[keyof AreaModules];

/** Every definition, keyed by callable name. */
export type Callables = { [D in Defs as D extends CallableDefinition<infer N> ? N : never]: D };
export type CallableName = keyof Callables;
export type CallableInput<N extends CallableName> = z.input<Callables[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<Callables[N]['output']>;

export const callables: readonly CallableDefinition[] = Object.values(areas).flatMap(
  (m) => Object.values(m) as CallableDefinition[],
);

const byName = new Map(callables.map((c) => [c.name, c]));
if (byName.size !== callables.length) throw new Error('Two callables share a name');
for (const [area, module] of Object.entries(areas)) {
  for (const def of Object.values(module) as CallableDefinition[]) {
    if (callableArea(def.name) !== area) throw new Error(`${def.name} is defined in the module of the area ${area}`);
  }
}

export function getCallable<N extends CallableName>(name: N): Callables[N];
export function getCallable(name: string): CallableDefinition | undefined;
export function getCallable(name: string) {
  return byName.get(name);
}
