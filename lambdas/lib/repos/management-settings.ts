import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddbDoc } from '../aws';
import { env } from '../env';
import { keys } from '../keys';

/** The organisation's management settings (spec part 3 §3 "Management settings per organisation"). */
export interface ManagementSettings {
  /** Who is told of new Advance Pay requests: one of the organisation's Managers or Executives. */
  notificationsEmail?: string;
  modifiedBy?: string;
  modifiedAt?: number;
}

export async function getManagementSettings(orgId: string): Promise<ManagementSettings> {
  const out = await ddbDoc().send(new GetCommand({ TableName: env.tableName, Key: keys.managementSettings(orgId) }));
  const item = out.Item ?? {};
  return {
    notificationsEmail: typeof item.notificationsEmail === 'string' ? item.notificationsEmail : undefined,
    modifiedBy: typeof item.modifiedBy === 'string' ? item.modifiedBy : undefined,
    modifiedAt: typeof item.modifiedAt === 'number' ? item.modifiedAt : undefined,
  };
}

/** Merge-write the notifications e-mail (spec part 3 §7: notificationsEmail, modifiedBy, modifiedAt). */
export async function setNotificationsEmail(orgId: string, notificationsEmail: string, by: string, at: number): Promise<void> {
  await ddbDoc().send(new UpdateCommand({
    TableName: env.tableName,
    Key: keys.managementSettings(orgId),
    UpdateExpression: 'SET entity = :entity, version = :version, notificationsEmail = :email, modifiedBy = :by, modifiedAt = :at',
    ExpressionAttributeValues: { ':entity': 'managementSettings', ':version': 1, ':email': notificationsEmail, ':by': by, ':at': at },
  }));
}
