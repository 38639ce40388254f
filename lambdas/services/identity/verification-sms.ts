import { VERIFICATION_SMS_DAILY_LIMIT } from '../../../shared/domain/employees/profile-limits';
import { klDate, secondsUntilKlMidnight } from '../../../shared/domain/time/time';
import type { ErrorDetail } from '../../../shared/registry/errors';
import { TooManyRequests } from '../../core/too-many-requests';
import { countVerificationSms, uncountVerificationSms } from '../../data/identity/sms-daily-counts';
import { sendSms } from '../messages/outbox';

/** "3 hours 20 minutes": how long until a per-day limit starts again. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'minute');
  const rest = minutes % 60;
  return `${plural(Math.floor(minutes / 60), 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`;
}

/**
 * 429 `TOO_MANY_REQUESTS` once a number has had its day's verification SMS: says until when (the
 * next midnight in Malaysia), in the message, in `details` and as `Retry-After` (seconds).
 */
export class SmsDailyLimitReached extends TooManyRequests {
  override readonly details: ErrorDetail[];

  constructor(mobileNumber: string, now: number) {
    const wait = secondsUntilKlMidnight(now);
    super(wait);
    this.message =
      `${mobileNumber} has had the most verification codes one number may get in a day ` +
      `(${VERIFICATION_SMS_DAILY_LIMIT}). Please try again after midnight Malaysia time, in ${waitText(wait)}.`;
    this.details = [
      { field: 'mobileNumber', message: `No more codes to this number today: try again in ${waitText(wait)}.` },
    ];
  }
}

/**
 * 429 `TOO_MANY_REQUESTS` once what was typed (an e-mail, a number) has asked for the day's codes
 * before sign-in: says until when (the next midnight in Malaysia), in the message, in `details` on
 * `field` and as `Retry-After`, alike whether or not it names a login.
 */
export class DailyCodesReached extends TooManyRequests {
  override readonly details: ErrorDetail[];

  constructor(now: number, field: string, sentence: (wait: string) => string) {
    const wait = secondsUntilKlMidnight(now);
    super(wait, 'account');
    this.message = sentence(waitText(wait));
    this.details = [{ field, message: `No more codes today: try again in ${waitText(wait)}.` }];
  }
}

/**
 * Send one verification SMS (a withdrawal code or a mobile-number code) within the number's daily
 * allowance (docs/rules.md#verification-codes-and-lock-out): the count is taken first, by one
 * conditional write, so racing requests never pass the limit; an SMS that cannot be sent gives
 * its count back. Throws {@link SmsDailyLimitReached} past the limit.
 *
 * `withheldFor`: the number is another person's verified number, so nothing is sent; the request
 * is counted against this user's own allowance for the number instead, so that the answer (and
 * when the 429 comes) is the same as for a number nobody holds, and the holder's own allowance
 * cannot be used up by others.
 */
export async function sendVerificationSms(
  message: { to: string; text: string },
  now: number,
  withheldFor?: string,
): Promise<void> {
  const day = klDate(new Date(now * 1000));
  const counted = await countVerificationSms(message.to, day, VERIFICATION_SMS_DAILY_LIMIT, now, withheldFor);
  if (!counted) throw new SmsDailyLimitReached(message.to, now);
  if (withheldFor) return;
  try {
    await sendSms(message);
  } catch (err) {
    await uncountVerificationSms(message.to, day);
    throw err;
  }
}
