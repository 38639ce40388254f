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
  // Security notices (docs/rules.md): what changed, when, by whom, whom to contact; never a full number.
  'sent.changeBankAccount': 'bank account',
  'sent.changeMobileNumber': 'mobile number',
  'sent.changePassword': 'password',
  'sent.listAnd': '{first} and {last}',
  'sent.endingDigits': 'ending {digits}',
  'sent.noDigits': 'none',
  'sent.fromYourAccount': 'from your account',
  'sent.byPersonOf': 'by {name} of {orgName}',
  'sent.yourOrganisation': 'your organisation',
  'sent.yourEmployer': 'your employer',
  'sent.contactEmployerOrSupport': 'your employer, {employer}, or our support at {support}',
  'sent.contactSupport': 'our support at {support}',
  'sent.noticeSubjectOne': 'Your Advance Pay {changes} was changed',
  'sent.noticeSubjectMany': 'Your Advance Pay {changes} were changed',
  'sent.noticeChangedOne': 'Your {changes} was changed on {when} (Malaysia time), {who}:',
  'sent.noticeChangedMany': 'Your {changes} were changed on {when} (Malaysia time), {who}:',
  'sent.noticeBankLine': '- Bank account: now account {account} (was {was}).',
  'sent.noticeBankLineNamed': '- Bank account: now {bank}, account {account} (was {was}).',
  'sent.noticeMobileLine': '- Mobile number: now {number} (was {was}).',
  'sent.noticePasswordLine': '- Password: changed. Every session signed in before the change has been signed out.',
  'sent.noticeBankHold':
    'For 24 hours after a bank account change, your Advance Pay requests need a manager’s approval.',
  'sent.noticeIfNotYou':
    'If you made this change, there is nothing to do. If you did not, contact {contact} at once, so your account can be locked and the change undone.',
  'sent.bankChangeSms':
    'Advance Pay: the bank account your wages are paid into was changed on {when} (Malaysia time) {who}: now account {account} (was {was}).{also} If this was not you, contact {contact} at once.',
  'sent.bankChangeSmsNamed':
    'Advance Pay: the bank account your wages are paid into was changed on {when} (Malaysia time) {who}: now {bank} account {account} (was {was}).{also} If this was not you, contact {contact} at once.',
  'sent.mobileAlsoSms': ' Your mobile number is now {number}.',
  'sent.oldNumberSms':
    'Advance Pay: the mobile number on your account was changed on {when} (Malaysia time). If this was not you, contact {contact} at once.',
  // The reminder to complete the e-wallet election.
  'sent.electionReminderSubject': '{orgName}: choose the e-wallets that receive your benefits',
  'sent.electionPartly':
    'You have allocated {allocated}% of your benefits to e-wallets; the remaining {remaining}% has nowhere to go.',
  'sent.electionNone': 'You have not chosen an e-wallet to receive your benefits yet.',
  'sent.electionUntilFull': 'Until your allocations total 100%, benefit pay runs of {orgName} cannot pay you.',
  'sent.electionLink': 'Complete your election at {link}',
  // The monthly statement's PDF (the English is the page's own words).
  'sent.statementTitle': 'Advance Pay Monthly Statement',
  'sent.statementFullName': 'Full Name',
  'sent.statementIcNumber': 'IC Number',
  'sent.statementPeriod': 'Period',
  'sent.statementDate': 'Statement Date',
  'sent.statementSalary': 'Salary',
  'sent.statementDeductedOn': 'Deducted on',
  'sent.statementWithdrawals': 'Withdrawals',
  'sent.statementColumnDate': 'Date',
  'sent.statementTransferred': 'Transferred',
  'sent.statementAmount': 'Amount',
  'sent.statementServiceFee': 'Service Fee',
  'sent.statementFeeColumn': 'Service Fee',
  'sent.statementReceived': 'Received',
  'sent.statementTotal': 'Total',
  'sent.statementTotalWithdrawn': 'Total Withdrawn',
  'sent.statementTotalReceived': 'Total Received',
  'sent.statementTotalDeductable': 'Total Deductable',
  'sent.statementBalancePayable': 'Balance Payable',
  'sent.statementMessage':
    '{deductable} will be deducted from your salary {when}: the {withdrawn} you withdrew ({received}). Your balance payable is {balancePayable}.',
  'sent.statementOnPayDay': 'on pay day, {date}',
  'sent.statementOnNextPayDay': 'on your next pay day',
  'sent.statementReceivedAfterFee':
    'you received {received} of it after the {fee} service fee taken upfront, so no fee is added',
  'sent.statementReceivedAll': 'you received all of it',
  'sent.statementFootnote':
    'Amounts in Malaysian Ringgit (RM). Withdrawals counted: those paid out to you, or on their way, when the period closed. Total Withdrawn is the amounts you asked for; a service fee you pay was taken from them upfront (Total Received is what reached your account), so Total Deductable is Total Withdrawn with no fee added.',
} as const;
