import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordInputSchema,
  RESET_REFUSED_MESSAGE,
  ResetPasswordInputSchema,
} from '../../shared/domain/identity/password-reset';
import { en } from '../../shared/i18n/catalogue';
import { findMessage } from '../../shared/i18n/messages';
import { ResetDailyLimitReached } from '../../lambdas/services/identity/password-reset';

describe('the forgotten password’s inputs', () => {
  it('reads the organisation code as the sign-in does (trimmed, lower case) and lets /internal leave it out', () => {
    expect(ForgotPasswordInputSchema.parse({ domain: ' DeMo ', email: ' A@B.test ' })).toEqual({
      domain: 'demo',
      email: 'A@B.test',
    });
    expect(ForgotPasswordInputSchema.parse({ email: 'a@b.test' })).toEqual({ email: 'a@b.test' });
    expect(ForgotPasswordInputSchema.safeParse({ domain: 'demo', email: 'not an e-mail' }).success).toBe(false);
  });

  it('takes a 6-digit code and a new password under the pool’s rule only', () => {
    const ok = { domain: 'demo', email: 'a@b.test', code: ' 012345 ', newPassword: 'N3w-Passw0rd!' };
    expect(ResetPasswordInputSchema.parse(ok).code).toBe('012345');
    expect(ResetPasswordInputSchema.safeParse({ ...ok, code: '12345' }).success).toBe(false);
    expect(ResetPasswordInputSchema.safeParse({ ...ok, newPassword: 'password1' }).success).toBe(false);
  });
});

describe('what the server answers, in the site’s catalogue', () => {
  it('has the refusal and the day’s limit as messages the site translates', () => {
    expect(en['auth.resetRefused']).toBe(RESET_REFUSED_MESSAGE);
    const limit = new ResetDailyLimitReached(1_795_000_000);
    expect(limit.status).toBe(429);
    expect(limit.code).toBe('TOO_MANY_REQUESTS');
    expect(findMessage(limit.message)?.id).toBe('auth.resetDailyLimit');
  });
});
