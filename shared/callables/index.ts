import type { z } from 'zod';
import type { CallableDefinition } from '../registry/define';
import * as orgs from './orgs';
import * as employees from './employees';
import * as users from './users';
import * as employeeProfile from './employee-profile';
import * as employeeCategories from './employee-categories';
import * as jobLevels from './job-levels';
import * as orgOffices from './org-offices';
import * as adminJobLevels from './admin-job-levels';
import * as teams from './teams';
import * as dashboards from './dashboards';
import * as employeeImports from './employee-imports';
import * as uploads from './uploads';
import * as wallets from './wallets';
import * as advancePayAdmin from './advance-pay-admin';
import * as advancePayEmployee from './advance-pay-employee';
import * as accountLocks from './account-locks';
import * as withdrawalPolicies from './withdrawal-policies';
import * as managementSettings from './management-settings';
import * as advancePayStatements from './advance-pay-statements';
import * as advancePayManagement from './advance-pay-management';

/**
 * The registry: every callable of the API. CDK, the local gateway, the typed web client,
 * the OpenAPI document and the generic tests all loop over this list (design.md §3).
 * Adding a callable = one definition in an area module here + one handler file.
 */
const areas = { orgs, employees, users, employeeCategories, jobLevels, adminJobLevels, orgOffices, teams, employeeProfile, dashboards, employeeImports, uploads, wallets, advancePayAdmin, withdrawalPolicies, managementSettings, advancePayStatements, advancePayManagement, advancePayEmployee, accountLocks } as const;

type AreaModules = typeof areas;
type Defs = { [A in keyof AreaModules]: AreaModules[A][keyof AreaModules[A]] }[keyof AreaModules];

/** Every definition, keyed by callable name. */
export type Callables = { [D in Defs as D extends CallableDefinition<infer N> ? N : never]: D };
export type CallableName = keyof Callables;
export type CallableInput<N extends CallableName> = z.input<Callables[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<Callables[N]['output']>;

export const callables: readonly CallableDefinition[] = Object.values(areas).flatMap((m) => Object.values(m) as CallableDefinition[]);

const byName = new Map(callables.map((c) => [c.name, c]));
if (byName.size !== callables.length) throw new Error('Two callables share a name');

export function getCallable<N extends CallableName>(name: N): Callables[N];
export function getCallable(name: string): CallableDefinition | undefined;
export function getCallable(name: string) {
  return byName.get(name);
}
