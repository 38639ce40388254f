import type { Context } from 'aws-lambda';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg, type Caller } from '../../core/caller';
import { getOrg } from '../../data/organisations/orgs';

/** Work one call does before it answers (and the client calls again): far from API Gateway's 29 s. */
export const WORK_BUDGET_MS = 10_000;

/** When a call stops starting new pages of work. */
export const workDeadline = (context: Context): number =>
  Date.now() + Math.max(1_000, Math.min(WORK_BUDGET_MS, context.getRemainingTimeInMillis() - 12_000));

/** The organisation a call acts on: the caller's own; an administrator names an existing one. */
export async function importOrg(caller: Caller, requested: string | undefined): Promise<string> {
  const orgId = scopeOrg(caller, requested);
  if (caller.isAdmin && !(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organization not found!');
  return orgId;
}
