/** The monthly statement's PDF (the server draws it; the English is the statement page's own words). */
export const statementPdf = {
  'statementPdf.title': 'Advance Pay Monthly Statement',
  'statementPdf.fullName': 'Full Name',
  'statementPdf.icNumber': 'IC Number',
  'statementPdf.period': 'Period',
  'statementPdf.date': 'Statement Date',
  'statementPdf.salary': 'Salary',
  'statementPdf.deductedOn': 'Deducted on',
  'statementPdf.withdrawals': 'Withdrawals',
  'statementPdf.columnDate': 'Date',
  'statementPdf.transferred': 'Transferred',
  'statementPdf.amount': 'Amount',
  'statementPdf.serviceFee': 'Service Fee',
  'statementPdf.feeColumn': 'Service Fee',
  'statementPdf.received': 'Received',
  'statementPdf.payout': 'Payout',
  'statementPdf.payoutInstant': 'Instant',
  'statementPdf.payoutStandard': 'Standard',
  'statementPdf.instantFeeColumn': 'Instant Fee',
  'statementPdf.instantFee': 'Instant Payout Fee',
  'statementPdf.total': 'Total',
  'statementPdf.totalWithdrawn': 'Total Withdrawn',
  'statementPdf.totalReceived': 'Total Received',
  'statementPdf.totalDeductable': 'Total Deductable',
  'statementPdf.balancePayable': 'Balance Payable',
  'statementPdf.message':
    '{deductable} will be deducted from your salary {when}: the {withdrawn} you withdrew ({received}). Your balance payable is {balancePayable}.',
  'statementPdf.onPayDay': 'on pay day, {date}',
  'statementPdf.onNextPayDay': 'on your next pay day',
  'statementPdf.receivedAfterFee':
    'you received {received} of it after the {fee} service fee taken upfront, so no fee is added',
  'statementPdf.receivedAfterInstantFee':
    'you received {received} of it after the {instantFee} instant payout fee taken upfront, so no fee is added',
  'statementPdf.receivedAfterFees':
    'you received {received} of it after the {fee} service fee and the {instantFee} instant payout fee taken upfront, so no fee is added',
  'statementPdf.receivedAll': 'you received all of it',
  'statementPdf.footnote':
    'Amounts in Malaysian Ringgit (RM). Withdrawals counted: those paid out to you, or on their way, when the period closed. Total Withdrawn is the amounts you asked for; a service fee you pay was taken from them upfront (Total Received is what reached your account), so Total Deductable is Total Withdrawn with no fee added.',
} as const;
