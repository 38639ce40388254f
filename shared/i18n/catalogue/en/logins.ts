/**
 * What the server sends about a login (a forgotten password's code, a Manager's new invitation):
 * formatted in the person's language by shared/domain/identity/login-messages.ts.
 */
export const logins = {
  'logins.newInvitationSubject': '{orgName}: a new temporary password for your account',
  'logins.newInvitation':
    '{orgName} has sent you a new invitation; your old password no longer works. Sign in at {link} with:',
  'logins.newInvitationSms':
    '{orgName}: sign in at {link} with organisation code {code}, e-mail {email} and temporary password {password} (valid {days} days).',
  'logins.passwordResetSms':
    'Your Advance Pay password reset code is {code}. It is valid for {minutes} minutes. Never share it with anyone.',
  'logins.passwordResetSubject': 'Your Advance Pay password reset code',
  'logins.passwordResetCode':
    'Your code to reset your Advance Pay password is {code}. It is valid for {minutes} minutes.',
  'logins.passwordResetNotYou':
    'If you did not ask to reset your password, ignore this message: your password stays as it is. Never share the code with anyone.',
} as const;
