import {
  escalationOutput,
  type EscalationInput,
  type EscalationOutput,
  type OwnDelegateInput,
} from '../../../shared/domain/advance-pay/escalation-settings';
import { klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { noteNothingChanged } from '../../core/audit-actor';
import { callerName, ownOrgId, type Caller } from '../../core/caller';
import { isActiveManager } from '../../data/organisations/management-settings';
import { getEscalationSettings, setDelegate, setEscalation } from '../../data/organisations/escalation-settings';

/**
 * The organisation's escalation settings (docs/rules.md#decision-deadline-and-escalation): the
 * approval time and backup approver (Managers set them), and each Manager's own delegate while on
 * leave. Read by the escalation job (./escalation.ts).
 */

export const NOT_A_MANAGER_MESSAGE = 'Choose one of the Managers or Executives of your organisation.';

const notAManager = (field: string, email: string) =>
  new AppError('INVALID_ARGUMENT', `${email} is not an active Manager or Executive of your organisation.`, [
    { field, message: NOT_A_MANAGER_MESSAGE },
  ]);

export async function getEscalation(caller: Caller, now: Date): Promise<EscalationOutput> {
  return escalationOutput(await getEscalationSettings(ownOrgId(caller)), caller.email.toLowerCase(), klDate(now));
}

/** Set the approval time and the backup approver (an active Manager or Executive, else 400); 409 when changed since read. */
export async function updateEscalation(caller: Caller, input: EscalationInput, now: Date): Promise<EscalationOutput> {
  const orgId = ownOrgId(caller);
  const backup = input.backupApproverEmail?.toLowerCase() ?? undefined;
  if (backup && !(await isActiveManager(orgId, backup))) throw notAManager('backupApproverEmail', backup);
  const before = await getEscalationSettings(orgId);
  if (input.modifiedAt !== undefined && input.modifiedAt !== before.escalationModifiedAt)
    throw new AppError(
      'INVALID_STATE',
      'The escalation settings were changed by someone else in the meantime. Reload the page and make your change again.',
      [{ field: 'modifiedAt', message: 'Changed since it was read' }],
    );
  const today = klDate(now);
  const email = caller.email.toLowerCase();
  if (before.approvalHours === input.approvalHours && before.backupApproverEmail === backup) {
    noteNothingChanged();
    return escalationOutput(before, email, today);
  }
  const by = callerName(caller);
  // Never the same second as the version it replaces: a stale editor's `modifiedAt` must not match.
  const at = Math.max(Math.floor(now.getTime() / 1000), (before.escalationModifiedAt ?? 0) + 1);
  const next = { approvalHours: input.approvalHours, ...(backup ? { backupApproverEmail: backup } : {}) };
  await setEscalation({ id: orgId, name: caller.org?.name }, before, next, by, at);
  return escalationOutput(
    {
      ...before,
      approvalHours: input.approvalHours,
      backupApproverEmail: backup,
      escalationModifiedBy: by,
      escalationModifiedAt: at,
    },
    email,
    today,
  );
}

/**
 * A Manager names their own delegate for a period of leave (another active Manager or Executive,
 * the last day today or later), or none. The Manager is the caller, never the payload.
 */
export async function setOwnDelegate(caller: Caller, input: OwnDelegateInput, now: Date): Promise<EscalationOutput> {
  const orgId = ownOrgId(caller);
  const managerEmail = caller.email.toLowerCase();
  const today = klDate(now);
  const delegateEmail = input.delegateEmail?.toLowerCase();
  const next =
    delegateEmail && input.from && input.to
      ? { managerEmail, delegateEmail, from: input.from, to: input.to }
      : undefined;
  if (next) {
    if (delegateEmail === managerEmail)
      throw new AppError('INVALID_ARGUMENT', 'You cannot be your own delegate.', [
        { field: 'delegateEmail', message: 'Choose another Manager or Executive.' },
      ]);
    if (next.to < today)
      throw new AppError('INVALID_ARGUMENT', 'The last day of the leave has passed.', [
        { field: 'to', message: 'Choose today or a later day.' },
      ]);
    if (!(await isActiveManager(orgId, next.delegateEmail))) throw notAManager('delegateEmail', next.delegateEmail);
  }
  const before = await getEscalationSettings(orgId);
  const own = before.delegates?.find((d) => d.managerEmail === managerEmail && d.to >= today);
  const same = own && next && own.delegateEmail === next.delegateEmail && own.from === next.from && own.to === next.to;
  if (same || (!own && !next)) {
    noteNothingChanged();
    return escalationOutput(before, managerEmail, today);
  }
  await setDelegate({ id: orgId, name: caller.org?.name }, managerEmail, before, next, today);
  return getEscalation(caller, now);
}
