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
}

/** '•••• 1234': at most the last 4 digits of an account or phone number, never more. */
export function lastFour(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return 'none';
  return `ending ${digits.slice(-4)}`;
}

const label = (c: SensitiveChange): string =>
  c.kind === 'bankAccount' ? 'bank account' : c.kind === 'mobileNumber' ? 'mobile number' : 'password';

function line(c: SensitiveChange): string {
  switch (c.kind) {
    case 'bankAccount':
      return `- Bank account: now ${c.bank ? `${c.bank}, ` : ''}account ${lastFour(c.accountNumber)} (was ${lastFour(c.previousAccountNumber)}).`;
    case 'mobileNumber':
      return `- Mobile number: now ${lastFour(c.mobileNumber)} (was ${lastFour(c.previousMobileNumber)}).`;
    case 'password':
      return '- Password: changed. Every session signed in before the change has been signed out.';
  }
}

/** 'bank account and mobile number', 'password'. */
export function changedList(changes: SensitiveChange[]): string {
  const names = changes.map(label);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function whomToContact(ctx: NoticeContext): string {
  const employer = ctx.orgName ? `${ctx.orgName}${ctx.employerContact ? ` (${ctx.employerContact})` : ''}` : undefined;
  return employer
    ? `your employer, ${employer}, or our support at ${ctx.supportContact}`
    : `our support at ${ctx.supportContact}`;
}

/** The e-mail to the address on record after one or more sensitive changes. */
export function changeNoticeEmail(changes: SensitiveChange[], ctx: NoticeContext): { subject: string; text: string } {
  const when = klDateTimeText(new Date(ctx.at * 1000));
  const who = ctx.changedBy.self
    ? 'from your account'
    : `by ${ctx.changedBy.name} of ${ctx.orgName ?? 'your organisation'}`;
  const list = changedList(changes);
  return {
    subject: `Your Advance Pay ${list} ${changes.length > 1 ? 'were' : 'was'} changed`,
    text: [
      `Hello ${ctx.firstName},`,
      '',
      `Your ${list} ${changes.length > 1 ? 'were' : 'was'} changed on ${when} (Malaysia time), ${who}:`,
      ...changes.map(line),
      ...(changes.some((c) => c.kind === 'bankAccount')
        ? ['', "For 24 hours after a bank account change, your Advance Pay requests need a manager's approval."]
        : []),
      '',
      `If you made this change, there is nothing to do. If you did not, contact ${whomToContact(ctx)} at once, ` +
        'so your account can be locked and the change undone.',
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
  const when = klDateTimeText(new Date(ctx.at * 1000));
  const who = ctx.changedBy.self
    ? 'from your account'
    : `by ${ctx.changedBy.name} of ${ctx.orgName ?? 'your employer'}`;
  const mobile = changes.find((c) => c.kind === 'mobileNumber');
  const also = mobile?.kind === 'mobileNumber' ? ` Your mobile number is now ${lastFour(mobile.mobileNumber)}.` : '';
  return (
    `Advance Pay: the bank account your wages are paid into was changed on ${when} (Malaysia time) ${who}: ` +
    `now ${bank.bank ? `${bank.bank} ` : ''}account ${lastFour(bank.accountNumber)} (was ${lastFour(bank.previousAccountNumber)}).${also} ` +
    `If this was not you, contact ${whomToContact(ctx)} at once.`
  );
}

/** The SMS to the OLD mobile number after a mobile number change. */
export function oldNumberNoticeSms(ctx: NoticeContext): string {
  const when = klDateTimeText(new Date(ctx.at * 1000));
  return (
    `Advance Pay: the mobile number on your account was changed on ${when} (Malaysia time). ` +
    `If this was not you, contact ${whomToContact(ctx)} at once.`
  );
}
