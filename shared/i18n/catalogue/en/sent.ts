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
  // The reminder to complete the e-wallet election.
  'sent.electionReminderSubject': '{orgName}: choose the e-wallets that receive your benefits',
  'sent.electionPartly':
    'You have allocated {allocated}% of your benefits to e-wallets; the remaining {remaining}% has nowhere to go.',
  'sent.electionNone': 'You have not chosen an e-wallet to receive your benefits yet.',
  'sent.electionUntilFull': 'Until your allocations total 100%, benefit pay runs of {orgName} cannot pay you.',
  'sent.electionLink': 'Complete your election at {link}',
} as const;
