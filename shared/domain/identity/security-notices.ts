import { messagesIn, type SentMessages } from '../../i18n/server-messages';
import { klDateTimeText } from '../time/time';

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
  messages?: SentMessages;
}

/** 'ending 1234': at most the last 4 digits of an account or phone number, never more. */
export function lastFour(value: string | undefined, messages: SentMessages = messagesIn('en')): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return messages.format('sent.noDigits');
  return messages.format('sent.endingDigits', { digits: digits.slice(-4) });
}

const LABEL = {
  bankAccount: 'sent.changeBankAccount',
  mobileNumber: 'sent.changeMobileNumber',
  password: 'sent.changePassword',
} as const;

function line(c: SensitiveChange, m: SentMessages): string {
  switch (c.kind) {
    case 'bankAccount': {
      const values = { bank: c.bank, account: lastFour(c.accountNumber, m), was: lastFour(c.previousAccountNumber, m) };
      return m.format(c.bank ? 'sent.noticeBankLineNamed' : 'sent.noticeBankLine', values);
    }
    case 'mobileNumber':
      return m.format('sent.noticeMobileLine', {
        number: lastFour(c.mobileNumber, m),
        was: lastFour(c.previousMobileNumber, m),
      });
    case 'password':
      return m.format('sent.noticePasswordLine');
  }
}

/** 'bank account and mobile number', 'password' (in the person's language). */
export function changedList(changes: SensitiveChange[], messages: SentMessages = messagesIn('en')): string {
  const names = changes.map((c) => messages.format(LABEL[c.kind]));
  if (names.length <= 1) return names[0] ?? '';
  return messages.format('sent.listAnd', { first: names.slice(0, -1).join(', '), last: names.at(-1) });
}

function whomToContact(ctx: NoticeContext, m: SentMessages): string {
  const employer = ctx.orgName && (ctx.employerContact ? `${ctx.orgName} (${ctx.employerContact})` : ctx.orgName);
  return employer
    ? m.format('sent.contactEmployerOrSupport', { employer, support: ctx.supportContact })
    : m.format('sent.contactSupport', { support: ctx.supportContact });
}

/** Who made the change, as the notice says it ('from your account', 'by Aminah of Demo Sdn Bhd'). */
function whoChanged(ctx: NoticeContext, m: SentMessages, orgFallback: 'sent.yourOrganisation' | 'sent.yourEmployer') {
  return ctx.changedBy.self
    ? m.format('sent.fromYourAccount')
    : m.format('sent.byPersonOf', { name: ctx.changedBy.name, orgName: ctx.orgName ?? m.format(orgFallback) });
}

/** The e-mail to the address on record after one or more sensitive changes, in the person's language. */
export function changeNoticeEmail(changes: SensitiveChange[], ctx: NoticeContext): { subject: string; text: string } {
  const m = ctx.messages ?? messagesIn('en');
  const when = klDateTimeText(new Date(ctx.at * 1000));
  const list = changedList(changes, m);
  const many = changes.length > 1;
  return {
    subject: m.format(many ? 'sent.noticeSubjectMany' : 'sent.noticeSubjectOne', { changes: list }),
    text: [
      m.format('sent.hello', { firstName: ctx.firstName }),
      '',
      m.format(many ? 'sent.noticeChangedMany' : 'sent.noticeChangedOne', {
        changes: list,
        when,
        who: whoChanged(ctx, m, 'sent.yourOrganisation'),
      }),
      ...changes.map((c) => line(c, m)),
      ...(changes.some((c) => c.kind === 'bankAccount') ? ['', m.format('sent.noticeBankHold')] : []),
      '',
      m.format('sent.noticeIfNotYou', { contact: whomToContact(ctx, m) }),
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
  const m = ctx.messages ?? messagesIn('en');
  const mobile = changes.find((c) => c.kind === 'mobileNumber');
  return m.format(bank.bank ? 'sent.bankChangeSmsNamed' : 'sent.bankChangeSms', {
    when: klDateTimeText(new Date(ctx.at * 1000)),
    who: whoChanged(ctx, m, 'sent.yourEmployer'),
    bank: bank.bank,
    account: lastFour(bank.accountNumber, m),
    was: lastFour(bank.previousAccountNumber, m),
    also:
      mobile?.kind === 'mobileNumber'
        ? m.format('sent.mobileAlsoSms', { number: lastFour(mobile.mobileNumber, m) })
        : '',
    contact: whomToContact(ctx, m),
  });
}

/** The SMS to the OLD mobile number after a mobile number change. */
export function oldNumberNoticeSms(ctx: NoticeContext): string {
  const m = ctx.messages ?? messagesIn('en');
  return m.format('sent.oldNumberSms', {
    when: klDateTimeText(new Date(ctx.at * 1000)),
    contact: whomToContact(ctx, m),
  });
}
