import type { Translation } from '..';
import type { logins as english } from '../en/logins';

export const logins: Translation<typeof english> = {
  'logins.newInvitationSubject': '{orgName}：您账户的新临时密码',
  'logins.newInvitation': '{orgName} 已向您发送新的邀请；您的旧密码已失效。请在 {link} 使用以下信息登录：',
  'logins.newInvitationSms':
    '{orgName}：请在 {link} 使用机构代码 {code}、电子邮件 {email} 和临时密码 {password} 登录（{days} 天内有效）。',
  'logins.passwordResetSms': '您的 Advance Pay 密码重置验证码为 {code}，{minutes} 分钟内有效。切勿与任何人分享。',
  'logins.passwordResetSubject': '您的 Advance Pay 密码重置验证码',
  'logins.passwordResetCode': '您重置 Advance Pay 密码的验证码为 {code}，{minutes} 分钟内有效。',
  'logins.passwordResetNotYou': '如果您并未要求重置密码，请忽略此邮件：您的密码保持不变。切勿与任何人分享此验证码。',
};
