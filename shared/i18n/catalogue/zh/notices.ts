import type { Translation } from '..';
import type { notices as english } from '../en/notices';

export const notices: Translation<typeof english> = {
  'notices.hello': '{firstName}，您好：',
  'notices.changeBankAccount': '银行账户',
  'notices.changeMobileNumber': '手机号码',
  'notices.changePassword': '密码',
  'notices.listAnd': '{first}和{last}',
  'notices.endingDigits': '尾号 {digits}',
  'notices.noDigits': '无',
  'notices.fromYourAccount': '由您的账户操作',
  'notices.byPersonOf': '由 {orgName} 的 {name} 操作',
  'notices.yourOrganisation': '您的机构',
  'notices.yourEmployer': '您的雇主',
  'notices.contactEmployerOrSupport': '您的雇主 {employer}，或我们的客服 {support}',
  'notices.contactSupport': '我们的客服 {support}',
  'notices.noticeSubjectOne': '您的 Advance Pay {changes}已更改',
  'notices.noticeSubjectMany': '您的 Advance Pay {changes}已更改',
  'notices.noticeChangedOne': '您的{changes}已于 {when}（马来西亚时间）更改，{who}：',
  'notices.noticeChangedMany': '您的{changes}已于 {when}（马来西亚时间）更改，{who}：',
  'notices.noticeBankLine': '- 银行账户：现为账户{account}（原为{was}）。',
  'notices.noticeBankLineNamed': '- 银行账户：现为 {bank}，账户{account}（原为{was}）。',
  'notices.noticeMobileLine': '- 手机号码：现为{number}（原为{was}）。',
  'notices.noticePasswordLine': '- 密码：已更改。更改前登录的所有会话均已退出。',
  'notices.noticeBankHold': '银行账户更改后的 24 小时内，您的 Advance Pay 申请需经经理批准。',
  'notices.noticeIfNotYou':
    '如果是您本人所做的更改，则无需任何操作。如果不是，请立即联系{contact}，以便锁定您的账户并撤销更改。',
  'notices.bankChangeSms':
    'Advance Pay：您领取薪资的银行账户已于 {when}（马来西亚时间）更改，{who}：现为账户{account}（原为{was}）。{also}如非本人操作，请立即联系{contact}。',
  'notices.bankChangeSmsNamed':
    'Advance Pay：您领取薪资的银行账户已于 {when}（马来西亚时间）更改，{who}：现为 {bank} 账户{account}（原为{was}）。{also}如非本人操作，请立即联系{contact}。',
  'notices.mobileAlsoSms': '您的手机号码现为{number}。',
  'notices.oldNumberSms':
    'Advance Pay：您账户的手机号码已于 {when}（马来西亚时间）更改。如非本人操作，请立即联系{contact}。',
};
