/** What the product sends a person: SMS codes and e-mails (the server formats these in their language). */
export const sent = {
  'sent.withdrawalCodeSms':
    'Your Advance Pay code is R-{code} for a withdrawal of {amount}. It expires in 5 minutes. Never share it with anyone.',
  'sent.mobileCodeSms': 'Your verification code is {code}. It is valid for {minutes} minutes.',
  'sent.accountReadySubject': 'Your {orgName} account is ready',
  'sent.hello': 'Hello {firstName},',
  'sent.accountApproved': '{orgName} has approved your account. Sign in at {link} with:',
  'sent.organisationCode': 'Organisation code: {code}',
  'sent.email': 'E-mail: {email}',
  'sent.temporaryPassword': 'Temporary password: {password}',
  'sent.firstSignIn':
    'At your first sign-in you choose your own password; the temporary one then stops working. It expires in {days} days.',
  // A new invitation a Manager sends an employee who lost access (the employee's page).
  'sent.newInvitationSubject': '{orgName}: a new temporary password for your account',
  'sent.newInvitation':
    '{orgName} has sent you a new invitation; your old password no longer works. Sign in at {link} with:',
  'sent.newInvitationSms':
    '{orgName}: sign in at {link} with organisation code {code}, e-mail {email} and temporary password {password} (valid {days} days).',
  // The reminder to complete the e-wallet election.
  'sent.electionReminderSubject': '{orgName}: choose the e-wallets that receive your benefits',
  'sent.electionPartly':
    'You have allocated {allocated}% of your benefits to e-wallets; the remaining {remaining}% has nowhere to go.',
  'sent.electionNone': 'You have not chosen an e-wallet to receive your benefits yet.',
  'sent.electionUntilFull': 'Until your allocations total 100%, benefit pay runs of {orgName} cannot pay you.',
  'sent.electionLink': 'Complete your election at {link}',
  // A forgotten password's code.
  'sent.passwordResetSms':
    'Your Advance Pay password reset code is {code}. It is valid for {minutes} minutes. Never share it with anyone.',
  'sent.passwordResetSubject': 'Your Advance Pay password reset code',
  'sent.passwordResetCode':
    'Your code to reset your Advance Pay password is {code}. It is valid for {minutes} minutes.',
  'sent.passwordResetNotYou':
    'If you did not ask to reset your password, ignore this message: your password stays as it is. Never share the code with anyone.',
} as const;
