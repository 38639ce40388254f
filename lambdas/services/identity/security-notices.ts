import {
  changeNoticeEmail,
  changeNoticeSms,
  type ChangedBy,
  type NoticeContext,
  noticeMessagesIn,
  type SensitiveChange,
} from '../../../shared/domain/identity/security-notices';
import type { Language } from '../../../shared/i18n/languages';
import { env } from '../../core/env';
import { getUser } from '../../data/identity/users';
import { sendEmail, sendSms } from '../messages/outbox';
import { logger } from '../../core/powertools';
import { getManagementSettings } from '../../data/organisations/management-settings';
import { getOrg } from '../../data/organisations/orgs';

/**
 * Whose account changed: the e-mail and the mobile number on record (before the change) and, for
 * an organisation user, the organisation.
 */
export interface NoticeTarget {
  orgId: string | null;
  email?: string;
  /** The number on record before the change: a change of the bank account is texted there. */
  mobileNumber?: string;
  firstName: string;
  /** The person's language, when the caller has it at hand; else read from their login (`userId`). */
  language?: Language;
  /** The person's login, whose language the notices are written in. */
  userId?: string;
}

/**
 * Tell the person, in their language, that their bank account, mobile number or password changed: an e-mail to the
 * address on record, and an SMS to the number on record when the bank account or the number
 * changed (the old number, for a new one: whoever lost control of the account still hears of it).
 * Called after the change is stored; a notice that cannot be sent is logged, never undoing the change.
 */
export async function sendChangeNotices(
  target: NoticeTarget,
  changes: SensitiveChange[],
  changedBy: ChangedBy,
  at: number,
): Promise<void> {
  if (!changes.length) return;
  try {
    const [org, settings, language] = await Promise.all([
      target.orgId ? getOrg(target.orgId) : undefined,
      target.orgId ? getManagementSettings(target.orgId) : undefined,
      target.language ?? (target.userId ? getUser(target.orgId, target.userId).then((u) => u?.language) : undefined),
    ]);
    const ctx: NoticeContext = {
      firstName: target.firstName,
      at,
      changedBy,
      orgName: org?.name,
      employerContact: settings?.notificationsEmail,
      supportContact: env.supportEmail,
      messages: noticeMessagesIn(language),
    };
    const sends: Promise<unknown>[] = [];
    if (target.email) sends.push(sendEmail({ to: target.email, ...changeNoticeEmail(changes, ctx) }));
    const mobile = changes.find((c) => c.kind === 'mobileNumber');
    const texted = changes.some((c) => c.kind === 'bankAccount') || mobile;
    const number =
      mobile?.kind === 'mobileNumber' ? (mobile.previousMobileNumber ?? target.mobileNumber) : target.mobileNumber;
    if (texted && number) sends.push(sendSms({ to: number, text: changeNoticeSms(changes, ctx) }));
    await Promise.all(sends);
  } catch (error) {
    logger.error('A security notice could not be sent', { error: error as Error, changes: changes.map((c) => c.kind) });
  }
}
