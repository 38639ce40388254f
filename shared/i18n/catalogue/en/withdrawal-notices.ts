/**
 * The withdrawal's notices, SMS and e-mail, at each step (submitted, approved, rejected or
 * cancelled, sent to the bank, paid), sent by the server in the employee's language
 * (shared/domain/advance-pay/withdrawal-notices.ts). The employee may turn them off in the profile.
 */
export const withdrawalNotices = {
  'withdrawalNotices.hello': 'Hello {firstName},',
  'withdrawalNotices.sms': 'Advance Pay: {text}',
  'withdrawalNotices.accountEnding': 'your account ending {digits}',
  'withdrawalNotices.yourAccount': 'your bank account',
  'withdrawalNotices.noReason': 'none given',
  'withdrawalNotices.submitted':
    'Your withdrawal request of {amount} was received and waits for your employer’s approval.',
  'withdrawalNotices.submittedApproved':
    'Your withdrawal request of {amount} was received and approved. The money is expected in {account} on {date}.',
  'withdrawalNotices.approved':
    'Your withdrawal request of {amount} was approved. The money is expected in {account} on {date}.',
  'withdrawalNotices.rejected': 'Your withdrawal request of {amount} was rejected. Reason: {reason}',
  'withdrawalNotices.cancelled': 'Your withdrawal request of {amount} was cancelled. Reason: {reason}',
  'withdrawalNotices.sentToBank':
    'Your withdrawal of {amount} was sent to the bank: {net} to {account}, expected on {date}.',
  'withdrawalNotices.completed': 'Your withdrawal of {amount} was paid: {net} into {account} on {date}.',
  'withdrawalNotices.completedInstant':
    'Your withdrawal of {amount} was paid instantly by DuitNow: {net} into {account} on {date}.',
  'withdrawalNotices.instantFailed':
    'The instant payout of your withdrawal of {amount} failed, so it goes with the next end-of-day bank transfer, without the instant fee: {net} to {account}, expected on {date}.',
  'withdrawalNotices.subjectInstantFailed': 'Advance Pay: the instant payout of {amount} failed',
  'withdrawalNotices.subjectSubmitted': 'Advance Pay: your request of {amount} was received',
  'withdrawalNotices.subjectApproved': 'Advance Pay: your request of {amount} was approved',
  'withdrawalNotices.subjectRejected': 'Advance Pay: your request of {amount} was rejected',
  'withdrawalNotices.subjectCancelled': 'Advance Pay: your request of {amount} was cancelled',
  'withdrawalNotices.subjectSentToBank': 'Advance Pay: your withdrawal of {amount} was sent to the bank',
  'withdrawalNotices.subjectCompleted': 'Advance Pay: your withdrawal of {amount} was paid',
  'withdrawalNotices.escalated':
    'Your request of {amount} was not decided by {due}: every Manager of your employer was reminded.',
  'withdrawalNotices.escalatedToBackup':
    'Your request of {amount} still waits: it went to your employer’s backup approver.',
  'withdrawalNotices.escalatedNext':
    'If it is still not decided by {time}, it goes to your employer’s backup approver.',
  'withdrawalNotices.subjectEscalated': 'Advance Pay: your request of {amount} was passed on',
  'withdrawalNotices.turnOff':
    'You can turn these messages off in your profile. Notices of a change of your bank account, mobile number or password are always sent.',
} as const;
