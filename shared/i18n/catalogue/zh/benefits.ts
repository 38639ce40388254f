import type { Translation } from '..';
import type { benefits as english } from '../en/benefits';

export const benefits: Translation<typeof english> = {
  'benefits.ownFailed': '无法获取您的福利',
  'benefits.total': '总计：{amount}',
  'benefits.none': '您还没有任何福利。',
  'benefits.name': '福利名称',
  'benefits.amount': '金额',
  'benefits.recurrence': '频率',
  'benefits.monthly': '每月',
  'benefits.quarterly': '每季',
  'benefits.yearly': '每年',
  'benefits.myPayouts': '我的发放记录',
  'benefits.payRun': '发放批次',
  'benefits.payDay': '发放日',
  'benefits.wallet': '钱包',
  'benefits.status': '状态',
  'benefits.reason': '原因',
  'benefits.succeeded': '成功',
  'benefits.failed': '失败',
  'benefits.payoutsFailed': '无法获取您的发放记录！',
  'benefits.noPayouts': '暂无福利发放记录。',
};
