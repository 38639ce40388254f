import { messagesIn, type SentMessages } from '../../i18n/server-messages';
import { FULL_ELECTION_PERCENT } from './elected-wallet';

/**
 * The e-mail reminding an employee to complete their e-wallet election: how much is allocated,
 * what happens until it reaches 100%, and where to do it.
 */
export function electionReminderEmail(input: {
  firstName: string;
  orgName: string;
  allocatedPercentage: number;
  link: string;
  /** The employee's messages, in their language (English when not given). */
  messages?: SentMessages;
}): { subject: string; text: string } {
  const m = input.messages ?? messagesIn('en');
  const { orgName, allocatedPercentage: allocated } = input;
  return {
    subject: m.format('sent.electionReminderSubject', { orgName }),
    text: [
      m.format('sent.hello', { firstName: input.firstName }),
      '',
      allocated > 0
        ? m.format('sent.electionPartly', { allocated, remaining: FULL_ELECTION_PERCENT - allocated })
        : m.format('sent.electionNone'),
      m.format('sent.electionUntilFull', { orgName }),
      '',
      m.format('sent.electionLink', { link: input.link }),
    ].join('\n'),
  };
}
