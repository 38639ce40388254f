import { keys } from './keys';
import { listUsersOfOrg } from './users';
import { table } from './table';

/** The organisation's management settings (`managementSettings` in docs/data-model.md#entities). */
export interface ManagementSettings {
  /** Who is told of new Advance Pay requests: one of the organisation's Managers or Executives. */
  notificationsEmail?: string;
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
    modifiedBy: typeof item.modifiedBy === 'string' ? item.modifiedBy : undefined,
    modifiedAt: typeof item.modifiedAt === 'number' ? item.modifiedAt : undefined,
  };
}

/** Merge-write the notifications e-mail, with who set it and when. */
export async function setNotificationsEmail(
  orgId: string,
  notificationsEmail: string,
  by: string,
  at: number,
): Promise<void> {
  await table.update({
    Key: keys.managementSettings(orgId),
    UpdateExpression:
      'SET entity = :entity, version = :version, notificationsEmail = :email, modifiedBy = :by, modifiedAt = :at',
    ExpressionAttributeValues: {
      ':entity': 'managementSettings',
      ':version': 1,
      ':email': notificationsEmail,
      ':by': by,
      ':at': at,
    },
  });
}

/** A possible recipient of the organisation's notifications: an active Manager or Executive. */
export interface ManagerContact {
  name: string;
  email: string;
  role: 'Manager' | 'Executive';
}

/** The organisation's active Managers and Executives, by name: the possible recipients of new-request e-mails. */
export async function listManagers(orgId: string): Promise<ManagerContact[]> {
  const out: ManagerContact[] = [];
  let cursor: string | undefined;
  do {
    const page = await listUsersOfOrg(orgId, { cursor });
    for (const u of page.items) {
      if ((u.role === 'Manager' || u.role === 'Executive') && u.status === 'Active') {
        out.push({
          name: u.displayName.trim() || `${u.firstName} ${u.lastName}`.trim() || u.email,
          email: u.email,
          role: u.role,
        });
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
