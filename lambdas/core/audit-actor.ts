import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor } from '../../shared/domain/audit/audit-entry';

/**
 * Who the work running now acts for, as its audit entries name them (lambdas/data/audit/audit-trail.ts),
 * and how many audit entries it has written. Set once per piece of work: by the handler chain from the
 * verified caller, by a job or worker as the platform (docs/rules.md#audit-trail). Not a module field:
 * the local stack runs every Lambda in one process, several at once.
 */
interface Acting {
  actor: AuditActor;
  /** Audit entries committed by this piece of work. */
  written: number;
  /** The work said it changed nothing (a request that found everything as asked). */
  unchanged: boolean;
}

const acting = new AsyncLocalStorage<Acting>();

/** The platform as an actor: a job, a worker, a partner's file. */
export const platformActor = (name: string): AuditActor => ({ name, role: 'system' });

/** Run `work` acting for `actor`; the result comes with how many audit entries it wrote. */
export async function actingAs<T>(
  actor: AuditActor,
  work: () => Promise<T>,
): Promise<{ result: T; written: number; unchanged: boolean }> {
  const state: Acting = { actor, written: 0, unchanged: false };
  const result = await acting.run(state, work);
  return { result, written: state.written, unchanged: state.unchanged };
}

/**
 * Who the work running now acts for. Outside any (a script, a test calling a service directly) it is
 * the platform, named by `fallback`.
 */
export const currentActor = (fallback = 'Platform'): AuditActor => acting.getStore()?.actor ?? platformActor(fallback);

/** Who the work running now acts for, when it was set (a queue message passes it on). */
export const currentActorIfAny = (): AuditActor | undefined => acting.getStore()?.actor;

/** The `entity` of an audit entry's item (lambdas/data/audit/audit-trail.ts). */
export const AUDIT_ENTITY = 'auditEntry';

/** Count the audit entries among the items of a committed transaction (lambdas/data/table/table.ts). */
export function noteAuditWritten(items: readonly { Put?: { Item: Record<string, unknown> } }[]): void {
  const state = acting.getStore();
  if (state) state.written += items.filter((item) => item.Put?.Item.entity === AUDIT_ENTITY).length;
}

/** The work found nothing to change: no audit entry is owed (the chain's check, docs/rules.md#audit-trail). */
export function noteNothingChanged(): void {
  const state = acting.getStore();
  if (state) state.unchanged = true;
}
