import { UserSchema, type User } from '../../../shared/domain/identity/user';
import { queryFilledPage } from '../table/filled-pages';
import { keys } from '../table/keys';
import type { Page, PageRequest } from '../table/paged-lists';
import { isWriteConflict, table } from '../table/table';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { autoRuleFromItem, type AutoApprovalRule } from '../../../shared/domain/advance-pay/auto-approval-rule';
import { AppError } from '../../../shared/registry/errors';
import { findByEmail, getUser } from '../identity/users';

/** The organisation's management settings (`managementSettings` in docs/data-model.md#entities). */
export interface ManagementSettings {
  /** Who is told of new Advance Pay requests: one of the organisation's Managers or Executives. */
  notificationsEmail?: string;
  /** The automatic approval rule (docs/rules.md#automatic-approval-rule); absent: off. */
  approvalRule?: AutoApprovalRule;
  modifiedBy?: string;
  modifiedAt?: number;
}

export async function getManagementSettings(orgId: string): Promise<ManagementSettings> {
  const out = await table.get({ Key: keys.managementSettings(orgId) });
  return managementSettingsFromItem(out.Item);
}

/** The settings from their item read by key (absent: none set). */
export function managementSettingsFromItem(stored: Record<string, unknown> | undefined): ManagementSettings {
  const item = stored ?? {};
  return {
    notificationsEmail: typeof item.notificationsEmail === 'string' ? item.notificationsEmail : undefined,
    approvalRule: autoRuleFromItem(item.approvalRule),
    modifiedBy: typeof item.modifiedBy === 'string' ? item.modifiedBy : undefined,
    modifiedAt: typeof item.modifiedAt === 'number' ? item.modifiedAt : undefined,
  };
}

/**
 * Merge-write the notifications e-mail, with who set it and when, and its audit entry (kind
 * `setting`, the e-mails masked) in the same transaction. `org`: the organisation it is of.
 */
export async function setNotificationsEmail(
  org: { id: string; name?: string },
  before: string | undefined,
  notificationsEmail: string,
  by: string,
  at: number,
): Promise<void> {
  await table.transact([
    {
      Update: {
        Key: keys.managementSettings(org.id),
        UpdateExpression:
          'SET entity = :entity, version = :version, notificationsEmail = :email, modifiedBy = :by, modifiedAt = :at',
        ExpressionAttributeValues: {
          ':entity': 'managementSettings',
          ':version': 1,
          ':email': notificationsEmail,
          ':by': by,
          ':at': at,
        },
      },
    },
    auditItem({
      orgId: org.id,
      kind: 'setting',
      action: 'changed',
      subject: { type: 'organisation', id: org.id, ...(org.name ? { name: org.name } : {}) },
      changes: auditChanges({ notificationsEmail: before }, { notificationsEmail }, { notificationsEmail: true }),
    }),
  ]);
}

/**
 * Set (or, given undefined, remove) the automatic approval rule, with its audit entry (kind
 * `policy`) in the same transaction, if the rule is still as read (409 otherwise).
 */
export async function setApprovalRule(
  org: { id: string; name?: string },
  before: AutoApprovalRule | undefined,
  next: AutoApprovalRule | undefined,
  /** How the audit entry shows the rule before and after (the service words it). */
  shown: { before: string; after: string },
): Promise<void> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.managementSettings(org.id),
          UpdateExpression: next
            ? 'SET entity = :entity, version = :version, approvalRule = :rule'
            : 'SET entity = :entity, version = :version REMOVE approvalRule',
          ConditionExpression: before ? 'approvalRule.modifiedAt = :before' : 'attribute_not_exists(approvalRule)',
          ExpressionAttributeValues: {
            ':entity': 'managementSettings',
            ':version': 1,
            ...(next ? { ':rule': next } : {}),
            ...(before ? { ':before': before.modifiedAt } : {}),
          },
        },
      },
      auditItem({
        orgId: org.id,
        kind: 'policy',
        action: 'changed',
        subject: { type: 'organisation', id: org.id, ...(org.name ? { name: org.name } : {}) },
        changes: auditChanges({ approvalRule: shown.before }, { approvalRule: shown.after }, { approvalRule: true }),
      }),
    ]);
  } catch (err) {
    if (isWriteConflict(err))
      throw new AppError(
        'INVALID_STATE',
        'The approval rule was changed by someone else in the meantime. Reload the page and make your change again.',
      );
    throw err;
  }
}

/** A possible recipient of the organisation's notifications: an active Manager or Executive. */
export interface ManagerContact {
  name: string;
  email: string;
  role: 'Manager' | 'Executive';
}

const toContact = (u: User, role: ManagerContact['role']): ManagerContact => ({
  name: u.displayName.trim() || `${u.firstName} ${u.lastName}`.trim() || u.email,
  email: u.email,
  role,
});

/**
 * One page of the organisation's active Managers and Executives: a Query of the organisation's
 * users in key order, filled under the filter on role and status (an organisation of thousands of
 * employees has a few managers, so the filter is bounded per call by queryFilledPage's reads).
 */
export async function listManagersPage(orgId: string, page: PageRequest): Promise<Page<ManagerContact>> {
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: '#role IN (:manager, :executive) AND #status = :active',
      ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': keys.user(orgId, 'x').pk,
        ':sk': keys.userSkPrefix,
        ':manager': 'Manager',
        ':executive': 'Executive',
        ':active': 'Active',
      },
    },
    keyAttributes: ['pk', 'sk'],
    start: page.start,
    limit: page.limit,
  });
  const items = out.items
    .map((item) => UserSchema.parse(item))
    .flatMap((u) => (u.role === 'Manager' || u.role === 'Executive' ? [toContact(u, u.role)] : []));
  return { items, next: out.next };
}

/**
 * Whether `email` is an active Manager or Executive of the organisation: the possible recipients
 * of new-request e-mails. Two Gets (the e-mail's claim, then its user), whatever the size of the
 * organisation.
 */
export async function isActiveManager(orgId: string, email: string): Promise<boolean> {
  const owner = await findByEmail(email);
  if (owner?.orgId !== orgId) return false;
  const user = await getUser(orgId, owner.userId);
  return !!user && (user.role === 'Manager' || user.role === 'Executive') && user.status === 'Active';
}
