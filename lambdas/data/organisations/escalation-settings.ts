import {
  delegatesFromItem,
  type EscalationSettings,
  type StoredDelegate,
} from '../../../shared/domain/advance-pay/escalation-settings';
import { AppError } from '../../../shared/registry/errors';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { keys } from '../table/keys';
import { isWriteConflict, table } from '../table/table';

/**
 * The escalation settings on the organisation's management settings item
 * (docs/rules.md#decision-deadline-and-escalation): `approvalHours`, `backupApproverEmail`,
 * `delegates` and who changed the first two when. Each change writes its audit entry (kind
 * `setting`) in its transaction, conditional on what was read.
 */

const STALE =
  'The escalation settings were changed by someone else in the meantime. Reload the page and make your change again.';

export async function getEscalationSettings(orgId: string): Promise<EscalationSettings> {
  const out = await table.get({ Key: keys.managementSettings(orgId) });
  return escalationSettingsFromItem(out.Item);
}

export function escalationSettingsFromItem(stored: Record<string, unknown> | undefined): EscalationSettings {
  const item = stored ?? {};
  return {
    approvalHours: typeof item.approvalHours === 'number' ? item.approvalHours : undefined,
    backupApproverEmail: typeof item.backupApproverEmail === 'string' ? item.backupApproverEmail : undefined,
    delegates: delegatesFromItem(item.delegates),
    delegatesVersion: typeof item.delegatesVersion === 'number' ? item.delegatesVersion : undefined,
    escalationModifiedBy: typeof item.escalationModifiedBy === 'string' ? item.escalationModifiedBy : undefined,
    escalationModifiedAt: typeof item.escalationModifiedAt === 'number' ? item.escalationModifiedAt : undefined,
  };
}

type Org = { id: string; name?: string };
/** The audit entry (kind `setting`) of a change of the organisation's escalation settings. */
const settingAudit = (org: Org, changes: ReturnType<typeof auditChanges>) =>
  auditItem({
    orgId: org.id,
    kind: 'setting',
    action: 'changed',
    subject: { type: 'organisation', id: org.id, ...(org.name ? { name: org.name } : {}) },
    changes,
  });

async function transactOrStale(items: Parameters<typeof table.transact>[0]): Promise<void> {
  try {
    await table.transact(items);
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('INVALID_STATE', STALE);
    throw err;
  }
}

/** Set the approval time and the backup approver (undefined: none), if unchanged since `before` was read. */
export async function setEscalation(
  org: Org,
  before: EscalationSettings,
  next: { approvalHours: number; backupApproverEmail?: string },
  by: string,
  at: number,
): Promise<void> {
  const backup = next.backupApproverEmail;
  await transactOrStale([
    {
      Update: {
        Key: keys.managementSettings(org.id),
        UpdateExpression:
          'SET entity = :entity, version = :version, approvalHours = :hours, escalationModifiedBy = :by, escalationModifiedAt = :at' +
          (backup ? ', backupApproverEmail = :backup' : ' REMOVE backupApproverEmail'),
        ConditionExpression: before.escalationModifiedAt
          ? 'escalationModifiedAt = :before'
          : 'attribute_not_exists(escalationModifiedAt)',
        ExpressionAttributeValues: {
          ':entity': 'managementSettings',
          ':version': 1,
          ':hours': next.approvalHours,
          ':by': by,
          ':at': at,
          ...(backup ? { ':backup': backup } : {}),
          ...(before.escalationModifiedAt ? { ':before': before.escalationModifiedAt } : {}),
        },
      },
    },
    settingAudit(
      org,
      auditChanges(
        { approvalHours: before.approvalHours, backupApproverEmail: before.backupApproverEmail },
        { approvalHours: next.approvalHours, backupApproverEmail: backup },
        { approvalHours: true, backupApproverEmail: true },
      ),
    ),
  ]);
}

/**
 * Replace one Manager's delegation (undefined: none) in the organisation's list, conditional on the
 * list's version as read (two Managers saving at once: the second is refused, 409); past delegations are dropped.
 */
export async function setDelegate(
  org: Org,
  managerEmail: string,
  read: Pick<EscalationSettings, 'delegates' | 'delegatesVersion'>,
  next: StoredDelegate | undefined,
  today: string,
): Promise<void> {
  const before = read.delegates ?? [];
  const version = read.delegatesVersion;
  const own = before.find((d) => d.managerEmail === managerEmail);
  const list = [...before.filter((d) => d.managerEmail !== managerEmail && d.to >= today), ...(next ? [next] : [])];
  const period = (d: StoredDelegate | undefined) => d && `${d.from} to ${d.to}`;
  await transactOrStale([
    {
      Update: {
        Key: keys.managementSettings(org.id),
        UpdateExpression: 'SET entity = :entity, version = :version, delegates = :list, delegatesVersion = :next',
        ConditionExpression:
          version === undefined ? 'attribute_not_exists(delegatesVersion)' : 'delegatesVersion = :read',
        ExpressionAttributeValues: {
          ':entity': 'managementSettings',
          ':version': 1,
          ':list': list,
          ':next': (version ?? 0) + 1,
          ...(version === undefined ? {} : { ':read': version }),
        },
      },
    },
    settingAudit(
      org,
      auditChanges(
        { managerEmail: own && managerEmail, delegateEmail: own?.delegateEmail, delegatePeriod: period(own) },
        { managerEmail: next && managerEmail, delegateEmail: next?.delegateEmail, delegatePeriod: period(next) },
        { managerEmail: true, delegateEmail: true, delegatePeriod: true },
      ),
    ),
  ]);
}
