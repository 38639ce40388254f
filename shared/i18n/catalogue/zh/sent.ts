import type { Translation } from '..';
import type { sent as english } from '../en/sent';

export const sent: Translation<typeof english> = {
  'sent.withdrawalCodeSms':
    '您的 Advance Pay 验证码为 R-{code}，用于提取 {amount}。验证码 5 分钟内有效。切勿与任何人分享。',
  'sent.mobileCodeSms': '您的验证码为 {code}，{minutes} 分钟内有效。',
  'sent.accountReadySubject': '您的 {orgName} 账户已就绪',
  'sent.hello': '{firstName}，您好：',
  'sent.accountApproved': '{orgName} 已批准您的账户。请在 {link} 使用以下信息登录：',
  'sent.organisationCode': '机构代码：{code}',
  'sent.email': '电子邮件：{email}',
  'sent.temporaryPassword': '临时密码：{password}',
  'sent.firstSignIn': '首次登录时，您需要设置自己的密码；之后临时密码将失效。临时密码将在 {days} 天后过期。',
  'sent.electionReminderSubject': '{orgName}：请选择接收福利的电子钱包',
  'sent.electionPartly': '您已将 {allocated}% 的福利分配给电子钱包；其余 {remaining}% 尚无去处。',
  'sent.electionNone': '您尚未选择接收福利的电子钱包。',
  'sent.electionUntilFull': '在您的分配合计达到 100% 之前，{orgName} 的福利发放无法向您付款。',
  'sent.electionLink': '请在 {link} 完成选择',
};
