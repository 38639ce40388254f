import type { Translation } from '..';
import type { statementPdf as english } from '../en/statement-pdf';

export const statementPdf: Translation<typeof english> = {
  'statementPdf.title': 'Advance Pay 月结单',
  'statementPdf.fullName': '全名',
  'statementPdf.icNumber': '身份证号码',
  'statementPdf.period': '期间',
  'statementPdf.date': '结单日期',
  'statementPdf.salary': '薪资',
  'statementPdf.deductedOn': '扣除日期',
  'statementPdf.withdrawals': '提款',
  'statementPdf.columnDate': '日期',
  'statementPdf.transferred': '转账日期',
  'statementPdf.amount': '金额',
  'statementPdf.serviceFee': '服务费',
  'statementPdf.feeColumn': '服务费',
  'statementPdf.received': '实收',
  'statementPdf.payout': '付款方式',
  'statementPdf.payoutInstant': '即时',
  'statementPdf.payoutStandard': '标准',
  'statementPdf.instantFeeColumn': '即时费',
  'statementPdf.instantFee': '即时付款费',
  'statementPdf.total': '合计',
  'statementPdf.totalWithdrawn': '提款总额',
  'statementPdf.totalReceived': '实收总额',
  'statementPdf.totalDeductable': '应扣总额',
  'statementPdf.balancePayable': '应付余额',
  'statementPdf.message':
    '{deductable} 将{when}从您的薪资中扣除：即您提取的 {withdrawn}（{received}）。您的应付余额为 {balancePayable}。',
  'statementPdf.onPayDay': '于发薪日 {date} ',
  'statementPdf.onNextPayDay': '于您的下一个发薪日',
  'statementPdf.receivedAfterFee': '预先扣除 {fee} 服务费后，您实收 {received}，因此不另加费用',
  'statementPdf.receivedAfterInstantFee': '预先扣除 {instantFee} 即时付款费后，您实收 {received}，因此不另加费用',
  'statementPdf.receivedAfterFees':
    '预先扣除 {fee} 服务费和 {instantFee} 即时付款费后，您实收 {received}，因此不另加费用',
  'statementPdf.receivedAll': '您已全额收到',
  'statementPdf.footnote':
    '金额以马来西亚令吉（RM）计。计入的提款：期间结束时已支付给您或正在支付中的提款。提款总额为您申请的金额；您支付的服务费已预先从中扣除（实收总额为到账金额），因此应扣总额即提款总额，不另加费用。',
};
