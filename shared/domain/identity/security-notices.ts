import { notices as en } from '../../i18n/catalogue/en/notices';
import { notices as ms } from '../../i18n/catalogue/ms/notices';
import { notices as zh } from '../../i18n/catalogue/zh/notices';
import { serverCatalogue, type ServerMessages } from '../../i18n/server-messages';
import { klDateTimeText } from '../time/time';

/** The notices' words in one language (the catalogue's `notices` area). */
export type NoticeMessages = ServerMessages<keyof typeof en>;

/** The notices' words in the person's language; English when they have not chosen one. */
export const { messagesIn: noticeMessagesIn } = serverCatalogue<keyof typeof en>({ en, ms, zh });

/**
 * The changes that can redirect someone's wages or lock them out, and the notices they trigger:
 * an e-mail to the address on record for each, and an SMS to the OLD number when the mobile number
 * changes (the person who lost control of their account still hears of it). A notice never
 * carries more than the last 4 digits of an account or mobile number.
 */
export type SensitiveChange =
  | { kind: 'bankAccount'; bank?: string; accountNumber?: string; previousAccountNumber?: string }
  | { kind: 'mobileNumber'; mobileNumber?: string; previousMobileNumber?: string }
  | { kind: 'password' };

/** Who changed it: the person themselves, or someone of their organisation (by name). */
export type ChangedBy = { self: true } | { self: false; name: string };

export interface NoticeContext {
  /** The person's first name, for the greeting. */
  firstName: string;
  /** When it changed (Unix seconds). */
  at: number;
  changedBy: ChangedBy;
  /** The employer's name, when the person belongs to one. */
  orgName?: string;
  /** Where the employer's managers can be reached (the organisation's notifications e-mail). */
  employerContact?: string;
  /** The provider's support address. */
  supportContact: string;
  /** The person's messages, in their language (English when not given). */
  messages?: NoticeMessages;
}

/** 'ending 1234': at most the last 4 digits of an account or phone number, never more. */
export function lastFour(value: string | undefined, messages: NoticeMessages = noticeMessagesIn('en')): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return messages.format('notices.noDigits');
  return messages.format('notices.endingDigits', { digits: digits.slice(-4) });
}

const LABEL = {
  bankAccount: 'notices.changeBankAccount',
  mobileNumber: 'notices.changeMobileNumber',
  password: 'notices.changePassword',
} as const;

function line(c: SensitiveChange, m: NoticeMessages): string {
  switch (c.kind) {
    case 'bankAccount': {
      const values = { bank: c.bank, account: lastFour(c.accountNumber, m), was: lastFour(c.previousAccountNumber, m) };
      return m.format(c.bank ? 'notices.noticeBankLineNamed' : 'notices.noticeBankLine', values);
    }
    case 'mobileNumber':
      return m.format('notices.noticeMobileLine', {
        number: lastFour(c.mobileNumber, m),
        was: lastFour(c.previousMobileNumber, m),
      });
    case 'password':
      return m.format('notices.noticePasswordLine');
  }
}

/** 'bank account and mobile number', 'password' (in the person's language). */
export function changedList(changes: SensitiveChange[], messages: NoticeMessages = noticeMessagesIn('en')): string {
  const names = changes.map((c) => messages.format(LABEL[c.kind]));
  if (names.length <= 1) return names[0] ?? '';
  return messages.format('notices.listAnd', { first: names.slice(0, -1).join(', '), last: names.at(-1) });
}

function whomToContact(ctx: NoticeContext, m: NoticeMessages): string {
  const employer = ctx.orgName && (ctx.employerContact ? `${ctx.orgName} (${ctx.employerContact})` : ctx.orgName);
  return employer
    ? m.format('notices.contactEmployerOrSupport', { employer, support: ctx.supportContact })
    : m.format('notices.contactSupport', { support: ctx.supportContact });
}

/** Who made the change, as the notice says it ('from your account', 'by Aminah of Demo Sdn Bhd'). */
function whoChanged(
  ctx: NoticeContext,
  m: NoticeMessages,
  orgFallback: 'notices.yourOrganisation' | 'notices.yourEmployer',
) {
  return ctx.changedBy.self
    ? m.format('notices.fromYourAccount')
    : m.format('notices.byPersonOf', { name: ctx.changedBy.name, orgName: ctx.orgName ?? m.format(orgFallback) });
}

/** The e-mail to the address on record after one or more sensitive changes, in the person's language. */
export function changeNoticeEmail(changes: SensitiveChange[], ctx: NoticeContext): { subject: string; text: string } {
  const m = ctx.messages ?? noticeMessagesIn('en');
  const when = klDateTimeText(new Date(ctx.at * 1000));
  const list = changedList(changes, m);
  const many = changes.length > 1;
  return {
    subject: m.format(many ? 'notices.noticeSubjectMany' : 'notices.noticeSubjectOne', { changes: list }),
    text: [
      m.format('notices.hello', { firstName: ctx.firstName }),
      '',
      m.format(many ? 'notices.noticeChangedMany' : 'notices.noticeChangedOne', {
        changes: list,
        when,
        who: whoChanged(ctx, m, 'notices.yourOrganisation'),
      }),
      ...changes.map((c) => line(c, m)),
      ...(changes.some((c) => c.kind === 'bankAccount') ? ['', m.format('notices.noticeBankHold')] : []),
      '',
      m.format('notices.noticeIfNotYou', { contact: whomToContact(ctx, m) }),
    ].join('\n'),
  };
}

/**
 * The SMS to the number on record (the old one, when the number itself changed) after a change of
 * where the person's wages go: what changed (last 4 digits only), when, by whom, whom to contact.
 * A change of the mobile number alone keeps the shorter {@link oldNumberNoticeSms}.
 */
export function changeNoticeSms(changes: SensitiveChange[], ctx: NoticeContext): string {
  const bank = changes.find((c) => c.kind === 'bankAccount');
  if (bank?.kind !== 'bankAccount') return oldNumberNoticeSms(ctx);
  const m = ctx.messages ?? noticeMessagesIn('en');
  const mobile = changes.find((c) => c.kind === 'mobileNumber');
  return m.format(bank.bank ? 'notices.bankChangeSmsNamed' : 'notices.bankChangeSms', {
    when: klDateTimeText(new Date(ctx.at * 1000)),
    who: whoChanged(ctx, m, 'notices.yourEmployer'),
    bank: bank.bank,
    account: lastFour(bank.accountNumber, m),
    was: lastFour(bank.previousAccountNumber, m),
    also:
      mobile?.kind === 'mobileNumber'
        ? m.format('notices.mobileAlsoSms', { number: lastFour(mobile.mobileNumber, m) })
        : '',
    contact: whomToContact(ctx, m),
  });
}

/** The SMS to the OLD mobile number after a mobile number change. */
export function oldNumberNoticeSms(ctx: NoticeContext): string {
  const m = ctx.messages ?? noticeMessagesIn('en');
  return m.format('notices.oldNumberSms', {
    when: klDateTimeText(new Date(ctx.at * 1000)),
    contact: whomToContact(ctx, m),
  });
}
