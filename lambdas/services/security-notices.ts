import {
  changeNoticeEmail,
  oldNumberNoticeSms,
  type ChangedBy,
  type NoticeContext,
  type SensitiveChange,
} from '../../shared/domain/security-notices';
import { env } from '../core/env';
import { sendEmail, sendSms } from './outbox';
import { logger } from '../core/powertools';
import { getManagementSettings } from '../data/management-settings';
import { getOrg } from '../data/orgs';

/** Whose account changed: the e-mail on record and, for an organisation user, the organisation. */
export interface NoticeTarget {
  orgId: string | null;
  email?: string;
  firstName: string;
}

/**
 * Tell the person that their bank account, mobile number or password changed: an e-mail to the
 * address on record, and an SMS to the old number when the mobile number changed. Called after
 * the change is stored; a notice that cannot be sent is logged, never undoing the change.
 */
export async function sendChangeNotices(
  target: NoticeTarget,
  changes: SensitiveChange[],
  changedBy: ChangedBy,
  at: number,
): Promise<void> {
  if (!changes.length) return;
  try {
    const [org, settings] = target.orgId
      ? await Promise.all([getOrg(target.orgId), getManagementSettings(target.orgId)])
      : [undefined, undefined];
    const ctx: NoticeContext = {
      firstName: target.firstName,
      at,
      changedBy,
      orgName: org?.name,
      employerContact: settings?.notificationsEmail,
      supportContact: env.supportEmail,
    };
    const sends: Promise<unknown>[] = [];
    if (target.email) sends.push(sendEmail({ to: target.email, ...changeNoticeEmail(changes, ctx) }));
    const mobile = changes.find((c) => c.kind === 'mobileNumber');
    if (mobile?.kind === 'mobileNumber' && mobile.previousMobileNumber) {
      sends.push(sendSms({ to: mobile.previousMobileNumber, text: oldNumberNoticeSms(ctx) }));
    }
    await Promise.all(sends);
  } catch (error) {
    logger.error('A security notice could not be sent', { error: error as Error, changes: changes.map((c) => c.kind) });
  }
}
