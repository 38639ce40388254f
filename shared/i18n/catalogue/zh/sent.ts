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
  'sent.changeBankAccount': '银行账户',
  'sent.changeMobileNumber': '手机号码',
  'sent.changePassword': '密码',
  'sent.listAnd': '{first}和{last}',
  'sent.endingDigits': '尾号 {digits}',
  'sent.noDigits': '无',
  'sent.fromYourAccount': '由您的账户操作',
  'sent.byPersonOf': '由 {orgName} 的 {name} 操作',
  'sent.yourOrganisation': '您的机构',
  'sent.yourEmployer': '您的雇主',
  'sent.contactEmployerOrSupport': '您的雇主 {employer}，或我们的客服 {support}',
  'sent.contactSupport': '我们的客服 {support}',
  'sent.noticeSubjectOne': '您的 Advance Pay {changes}已更改',
  'sent.noticeSubjectMany': '您的 Advance Pay {changes}已更改',
  'sent.noticeChangedOne': '您的{changes}已于 {when}（马来西亚时间）更改，{who}：',
  'sent.noticeChangedMany': '您的{changes}已于 {when}（马来西亚时间）更改，{who}：',
  'sent.noticeBankLine': '- 银行账户：现为账户{account}（原为{was}）。',
  'sent.noticeBankLineNamed': '- 银行账户：现为 {bank}，账户{account}（原为{was}）。',
  'sent.noticeMobileLine': '- 手机号码：现为{number}（原为{was}）。',
  'sent.noticePasswordLine': '- 密码：已更改。更改前登录的所有会话均已退出。',
  'sent.noticeBankHold': '银行账户更改后的 24 小时内，您的 Advance Pay 申请需经经理批准。',
  'sent.noticeIfNotYou':
    '如果是您本人所做的更改，则无需任何操作。如果不是，请立即联系{contact}，以便锁定您的账户并撤销更改。',
  'sent.bankChangeSms':
    'Advance Pay：您领取薪资的银行账户已于 {when}（马来西亚时间）更改，{who}：现为账户{account}（原为{was}）。{also}如非本人操作，请立即联系{contact}。',
  'sent.bankChangeSmsNamed':
    'Advance Pay：您领取薪资的银行账户已于 {when}（马来西亚时间）更改，{who}：现为 {bank} 账户{account}（原为{was}）。{also}如非本人操作，请立即联系{contact}。',
  'sent.mobileAlsoSms': '您的手机号码现为{number}。',
  'sent.oldNumberSms':
    'Advance Pay：您账户的手机号码已于 {when}（马来西亚时间）更改。如非本人操作，请立即联系{contact}。',
  'sent.electionReminderSubject': '{orgName}：请选择接收福利的电子钱包',
  'sent.electionPartly': '您已将 {allocated}% 的福利分配给电子钱包；其余 {remaining}% 尚无去处。',
  'sent.electionNone': '您尚未选择接收福利的电子钱包。',
  'sent.electionUntilFull': '在您的分配合计达到 100% 之前，{orgName} 的福利发放无法向您付款。',
  'sent.electionLink': '请在 {link} 完成选择',
};
