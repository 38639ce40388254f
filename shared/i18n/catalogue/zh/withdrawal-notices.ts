import type { Translation } from '..';
import type { withdrawalNotices as english } from '../en/withdrawal-notices';

export const withdrawalNotices: Translation<typeof english> = {
  'withdrawalNotices.hello': '{firstName}，您好：',
  'withdrawalNotices.sms': 'Advance Pay：{text}',
  'withdrawalNotices.accountEnding': '您尾号 {digits} 的账户',
  'withdrawalNotices.yourAccount': '您的银行账户',
  'withdrawalNotices.noReason': '未说明',
  'withdrawalNotices.submitted': '您提取 {amount} 的申请已收到，正在等待雇主批准。',
  'withdrawalNotices.submittedApproved': '您提取 {amount} 的申请已收到并获批准。款项预计于 {date} 存入{account}。',
  'withdrawalNotices.approved': '您提取 {amount} 的申请已获批准。款项预计于 {date} 存入{account}。',
  'withdrawalNotices.rejected': '您提取 {amount} 的申请已被拒绝。原因：{reason}',
  'withdrawalNotices.cancelled': '您提取 {amount} 的申请已被取消。原因：{reason}',
  'withdrawalNotices.sentToBank': '您提取的 {amount} 已发送至银行：{net} 将存入{account}，预计于 {date} 到账。',
  'withdrawalNotices.completed': '您提取的 {amount} 已支付：{net} 已于 {date} 存入{account}。',
  'withdrawalNotices.completedInstant': '您提取的 {amount} 已通过 DuitNow 即时支付：{net} 已于 {date} 存入{account}。',
  'withdrawalNotices.instantFailed':
    '您提取 {amount} 的即时付款失败，将随下一次日终银行转账支付，不收取即时付款费：{net} 将存入{account}，预计于 {date} 到账。',
  'withdrawalNotices.subjectInstantFailed': 'Advance Pay：{amount} 的即时付款失败',
  'withdrawalNotices.subjectSubmitted': 'Advance Pay：您提取 {amount} 的申请已收到',
  'withdrawalNotices.subjectApproved': 'Advance Pay：您提取 {amount} 的申请已获批准',
  'withdrawalNotices.subjectRejected': 'Advance Pay：您提取 {amount} 的申请已被拒绝',
  'withdrawalNotices.subjectCancelled': 'Advance Pay：您提取 {amount} 的申请已被取消',
  'withdrawalNotices.subjectSentToBank': 'Advance Pay：您提取的 {amount} 已发送至银行',
  'withdrawalNotices.subjectCompleted': 'Advance Pay：您提取的 {amount} 已支付',
  'withdrawalNotices.escalated': '您 {amount} 的申请未在 {due} 前获决定，已提醒雇主的所有经理。',
  'withdrawalNotices.escalatedToBackup': '您 {amount} 的申请仍在等待，已转交雇主的后备审批人。',
  'withdrawalNotices.escalatedNext': '如在 {time} 前仍未决定，将转交雇主的后备审批人。',
  'withdrawalNotices.subjectEscalated': 'Advance Pay：您 {amount} 的申请已转交',
  'withdrawalNotices.turnOff': '您可以在个人资料中关闭这些消息。银行账户、手机号码或密码变更的通知始终会发送。',
};
