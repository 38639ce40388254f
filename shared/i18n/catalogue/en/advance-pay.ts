/**
 * The employee's Advance Pay pages: Get Paid with its verification code, the Account Locked screen,
 * the transactions and a transaction's details; with the server's messages those pages show.
 */
export const advancePay = {
  'advancePay.getPaidTitle': 'Advance Pay - Get Paid',
  'advancePay.transactionsTitle': 'Advance Pay - Transactions',
  'advancePay.detailsTitle': 'Advance Pay - Transaction Details',
  'advancePay.notAvailable': 'Not Available!',

  // Get Paid
  'advancePay.initFailed': 'Transaction initialization failed!',
  'advancePay.sendCodeFailed': 'Failed to send the verification code! Please try again later.',
  'advancePay.invalidAmount': 'Please enter a valid amount!',
  'advancePay.amountAboveZero': 'Amount should be greater than zero(0)',
  'advancePay.limit': 'Your Withdrawal limit is MYR {limit}!',
  'advancePay.minimum': 'The minimum per withdrawal is {minimum}.',
  'advancePay.reasonRequired': 'Please choose a reason for withdrawal',
  'advancePay.codeRequired': 'Please enter the verification code',
  'advancePay.submitted': 'Your Advance Pay request has been submitted!',
  'advancePay.codeSent': 'Verification code sent to {to}.',
  'advancePay.yourMobileNumber': 'your mobile number',
  'advancePay.balanceNotLoaded': 'Your Advance Pay balance could not be loaded',
  'advancePay.notPossibleNow': 'Withdrawals are not possible right now.',
  'advancePay.getPaidDescription': 'Withdraw part of the wages you have earned in {period}.',
  'advancePay.yourBalance': 'Your balance',
  'advancePay.withdrawableAmount': 'Withdrawable amount',
  'advancePay.balanceAfter': 'Earned wages not yet withdrawn, after this request',
  'advancePay.earnedWagesIn': 'Earned wages ({period})',
  'advancePay.alreadyWithdrawn': 'Already withdrawn: {amount}',
  'advancePay.policySummary':
    'Up to {maximum} a period (and at most 50% of your earned wages), {frequency}{day, select, none {} other { from day {day}}}; {autoApproval, select, yes {approved at once} other {approved by your employer}}.',
  'advancePay.frequency.DAILY': 'daily',
  'advancePay.frequency.ONCE_A_WEEK': 'once a week',
  'advancePay.frequency.ONCE_EVERY_TWO_WEEKS': 'once every two weeks',
  'advancePay.frequency.ONCE_PER_MONTH': 'once per month',
  'advancePay.verifyMobile': 'Verify your mobile number',
  'advancePay.verifyMyNumber': 'Verify my number',
  'advancePay.verifyMobileText':
    'Your verification code is sent by SMS to the mobile number on your profile, once you have verified it with a code.',
  'advancePay.beforeYouWithdraw': 'Before you can withdraw',
  'advancePay.addBankAccount': 'Add your bank account',
  'advancePay.addBankAccountText': 'The money you withdraw is paid into your bank account.',
  'advancePay.addMyBankAccount': 'Add my bank account',
  'advancePay.youReceiveAfterFee': 'You receive {net} after the {fee} service fee.',
  'advancePay.youReceiveFeeByEmployer': 'You receive {net}; your employer pays the {fee} service fee.',
  'advancePay.request': 'Request',
  'advancePay.amountLimits': 'From {minimum} up to {maximum}',
  'advancePay.reasonForWithdrawal': 'Reason for withdrawal',
  'advancePay.chooseReason': 'Choose a reason',
  'advancePay.reason.Bills': 'Bills',
  'advancePay.reason.Medical': 'Medical',
  'advancePay.reason.Education': 'Education',
  'advancePay.reason.Emergency': 'Emergency',
  'advancePay.reason.Groceries': 'Groceries',
  'advancePay.reason.Transport': 'Transport',
  'advancePay.reason.Family': 'Family',
  'advancePay.reason.Others': 'Others',
  'advancePay.serviceFee': 'Service fee',
  'advancePay.feeOfAmount': '{fee} ({percent}% of the amount)',
  'advancePay.youReceive': 'You receive',
  'advancePay.paidBy': 'Paid by',
  'advancePay.paidByYou': 'You: deducted upfront',
  'advancePay.paidByEmployer': 'Your employer',
  'advancePay.expectedInAccount': 'Expected in your account',
  'advancePay.expectedBy': 'By {date} (2 working days after the end-of-day transfer)',
  'advancePay.expectedByOnceApproved': 'By {date} (2 working days after the end-of-day transfer, once approved)',
  'advancePay.verificationCode': 'Verification code',
  'advancePay.codeSentBySms': 'Sent by SMS to {mobile}; valid 5 minutes.',
  'advancePay.addMobileForCode': 'Add and verify your mobile number in your profile to receive the code.',
  'advancePay.resendCodeIn': 'Resend code in {time}',
  'advancePay.resendCode': 'Resend code',
  'advancePay.sendCode': 'Send code',

  // Get Paid and the details: the payout (docs/rules.md#instant-payout)
  'advancePay.payout': 'Payout',
  'advancePay.payoutStandard': 'Standard',
  'advancePay.payoutStandardText': 'End-of-day bank transfer, no extra fee. Expected by {date}.',
  'advancePay.payoutInstant': 'Instant (DuitNow)',
  'advancePay.payoutInstantText': 'Credited within minutes once approved. Extra fee {fee} ({percent}%).',
  'advancePay.payoutInstantRate': 'Credited within minutes once approved. Extra fee {percent}% of the amount.',
  'advancePay.youReceiveInstant':
    'Instant (DuitNow): you receive {net} after the {fee} service fee and the {instantFee} instant fee.',
  'advancePay.youReceiveInstantFeeByEmployer':
    'Instant (DuitNow): you receive {net} after the {instantFee} instant fee; your employer pays the {fee} service fee.',
  'advancePay.instantFee': 'Instant payout fee',
  'advancePay.expectedInstantNow': 'Today, within minutes (DuitNow)',
  'advancePay.expectedInstantOnceApproved': 'Within minutes once approved (DuitNow)',
  'advancePay.payoutStandardDetail': 'Standard (end-of-day bank transfer)',
  'advancePay.gatewayReference': 'DuitNow reference',
  'advancePay.instantFailedNote':
    'The instant payout failed, so this withdrawal goes with the next end-of-day bank transfer. No instant fee is charged.',
  'advancePay.instantPayoutStep': 'Paid by DuitNow',
  'advancePay.instantWithinMinutes': 'Credited within minutes once approved',

  // The Account Locked screen
  'advancePay.accountLocked': 'Account Locked',
  'advancePay.lockedText': 'Too many Attempts! Your account has been locked. Please contact support for help!',
  'advancePay.lockedOn': 'Locked on {when}. A manager of your organisation can unlock it.',
  'advancePay.lockedOnAfter': 'Locked on {when} after {reason}. A manager of your organisation can unlock it.',
  'advancePay.wrongCodesReason': '{count} wrong verification codes',
  'advancePay.signedOutSoon': 'You will be signed out in 5 seconds.',

  // The server's refusals and answers on these pages
  'advancePay.notAvailableForOrg': 'Advance Pay is not available for your organisation.',
  'advancePay.withdrawalsSwitchedOff': 'Your Advance Pay withdrawals are switched off. Please ask your manager.',
  'advancePay.cutOffPassed': "This month's cut-off date has passed. You can request again from the 1st of next month.",
  'advancePay.frequencyReached': 'You have reached the number of withdrawals your policy allows for now.',
  'advancePay.noSalary': 'Your salary is not recorded yet. Please ask your manager.',
  'advancePay.noPolicy': 'No approved withdrawal policy applies to you yet. Please ask your manager.',
  'advancePay.noBankAccount':
    'Please add your bank account in your profile first: the money you withdraw is paid into it.',
  'advancePay.noVerifiedMobile':
    'Please add and verify your mobile number in your profile first: the verification code is sent there.',
  'advancePay.codeBeingChecked':
    'Your verification code is already being checked. Please wait a moment, then look at your transactions before trying again.',
  'advancePay.wrongCodeOneTry': 'Wrong verification code. 1 try left before your account is locked.',
  'advancePay.wrongCode': 'Wrong verification code. {left} tries left before your account is locked.',
  'advancePay.codeUsed': 'This verification code was already used. Please ask for a new code.',
  'advancePay.codeTooSoon': 'A code was sent less than 2 minutes ago. Please try again in {seconds} seconds.',
  'advancePay.noCodeWaiting': 'No verification code is waiting. Please ask for a new code.',
  'advancePay.codeExpired': 'The verification code has expired. Please ask for a new code.',
  'advancePay.codeDiffers':
    'The amount or reason differs from the one the code was sent for. Please ask for a new code.',
  'advancePay.codePayoutDiffers':
    'The code was sent for another payout (standard or instant). Please ask for a new code.',
  'advancePay.instantNotOffered': 'Your employer does not offer instant payout. Choose the standard payout instead.',
  'advancePay.organisationNotFound': 'Organisation not found!',
  'advancePay.transactionNotFound': 'Transaction not found!',
  'advancePay.bankChangeReview':
    "Your bank account was changed on {changedAt}. For 24 hours after a change (until {until}, Malaysia time), every request waits for your employer's approval.",
  'advancePay.waitsForApproval': "Waits for a manager's approval: {message}",

  // Transactions
  'advancePay.transactionsFailed': 'Failed to retrieve transactions!',
  'advancePay.transactionsDescription':
    'Your Advance Pay withdrawals, newest first. Choose a month to see its withdrawals.',
  'advancePay.allMonths': 'All months',
  'advancePay.anyMonth': 'any month',
  'advancePay.noWithdrawalsIn':
    'You have no withdrawals in {month}. Choose another month, or use Get Paid to withdraw part of your earned wages.',
  'advancePay.month': 'Month',
  'advancePay.view': 'View',
  'advancePay.payPeriod': 'Pay Period',
  'advancePay.amount': 'Amount',
  'advancePay.reasonForWithdrawalColumn': 'Reason For Withdrawal',
  'advancePay.status': 'Status',
  'advancePay.requestDate': 'Request Date',
  'advancePay.transferDate': 'Transfer Date',

  // Transaction Details
  'advancePay.transactionId': 'Transaction Id',
  'advancePay.dateInitiated': 'Date Initiated',
  'advancePay.period': 'Period',
  'advancePay.reason': 'Reason',
  'advancePay.dateCancelledRejected': 'Date cancelled/rejected',
  'advancePay.serviceFeeLabel': 'Service Fee',
  'advancePay.feePercentByEmployer': '{fee} ({percent}%, paid by your employer)',
  'advancePay.amountReceived': 'Amount Received',
  'advancePay.expectedCreditDate': 'Expected Credit Date',
  'advancePay.decisionDue': 'Decision due by {time}',
  'advancePay.escalatedNote': 'Not decided by its due time: every Manager was reminded on {time}.',
  'advancePay.escalatedToBackupNote': 'Passed to the backup approver on {time}.',
  'advancePay.transaction': 'Transaction',
  'advancePay.timeline': 'Timeline',
  'advancePay.timelineDescription':
    'A transfer takes 2 working days after the end-of-day bank transfer (working days, 16:00 Malaysia time).',
  'advancePay.workingDays': 'Working days are Monday to Friday; public holidays may add a day.',

  // The timeline of a request
  'advancePay.requested': 'Requested',
  'advancePay.sentToBank': 'Sent to bank',
  'advancePay.waitingForApproval': 'Waiting for approval by your employer',
  'advancePay.inEndOfDayTransfer': 'In the end-of-day bank transfer after approval (working days, 16:00 Malaysia time)',
  'advancePay.transferredOn': 'Transferred on {date}',
  'advancePay.expectedByDate': 'Expected by {date}',
  'advancePay.transactionTimeline': 'Transaction timeline',
  'advancePay.ownLock':
    'You locked your withdrawals until {date}. You can change this in your Profile: an unlock takes effect 24 hours after you ask for it.',
  'advancePay.ownGap':
    'You asked for at least {days} days between your withdrawals. You can make your next request on {date}.',
  'advancePay.ownCap':
    'Your own monthly limit is {cap}: {left} of it is left this month. You can change it in your Profile.',
} as const;
