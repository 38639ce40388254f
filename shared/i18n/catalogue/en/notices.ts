/** The security notices, e-mail and SMS, after a change of bank account, mobile number or password (sent by the server). */
export const notices = {
  'notices.hello': 'Hello {firstName},',
  'notices.changeBankAccount': 'bank account',
  'notices.changeMobileNumber': 'mobile number',
  'notices.changePassword': 'password',
  'notices.listAnd': '{first} and {last}',
  'notices.endingDigits': 'ending {digits}',
  'notices.noDigits': 'none',
  'notices.fromYourAccount': 'from your account',
  'notices.byPersonOf': 'by {name} of {orgName}',
  'notices.yourOrganisation': 'your organisation',
  'notices.yourEmployer': 'your employer',
  'notices.contactEmployerOrSupport': 'your employer, {employer}, or our support at {support}',
  'notices.contactSupport': 'our support at {support}',
  'notices.noticeSubjectOne': 'Your Advance Pay {changes} was changed',
  'notices.noticeSubjectMany': 'Your Advance Pay {changes} were changed',
  'notices.noticeChangedOne': 'Your {changes} was changed on {when} (Malaysia time), {who}:',
  'notices.noticeChangedMany': 'Your {changes} were changed on {when} (Malaysia time), {who}:',
  'notices.noticeBankLine': '- Bank account: now account {account} (was {was}).',
  'notices.noticeBankLineNamed': '- Bank account: now {bank}, account {account} (was {was}).',
  'notices.noticeMobileLine': '- Mobile number: now {number} (was {was}).',
  'notices.noticePasswordLine': '- Password: changed. Every session signed in before the change has been signed out.',
  'notices.noticeBankHold':
    'For 24 hours after a bank account change, your Advance Pay requests need a manager’s approval.',
  'notices.noticeIfNotYou':
    'If you made this change, there is nothing to do. If you did not, contact {contact} at once, so your account can be locked and the change undone.',
  'notices.bankChangeSms':
    'Advance Pay: the bank account your wages are paid into was changed on {when} (Malaysia time) {who}: now account {account} (was {was}).{also} If this was not you, contact {contact} at once.',
  'notices.bankChangeSmsNamed':
    'Advance Pay: the bank account your wages are paid into was changed on {when} (Malaysia time) {who}: now {bank} account {account} (was {was}).{also} If this was not you, contact {contact} at once.',
  'notices.mobileAlsoSms': ' Your mobile number is now {number}.',
  'notices.oldNumberSms':
    'Advance Pay: the mobile number on your account was changed on {when} (Malaysia time). If this was not you, contact {contact} at once.',
} as const;
