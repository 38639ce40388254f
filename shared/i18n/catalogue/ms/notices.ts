import type { Translation } from '..';
import type { notices as english } from '../en/notices';

export const notices: Translation<typeof english> = {
  'notices.hello': 'Salam {firstName},',
  'notices.changeBankAccount': 'akaun bank',
  'notices.changeMobileNumber': 'nombor telefon bimbit',
  'notices.changePassword': 'kata laluan',
  'notices.listAnd': '{first} dan {last}',
  'notices.endingDigits': 'berakhir {digits}',
  'notices.noDigits': 'tiada',
  'notices.fromYourAccount': 'daripada akaun anda',
  'notices.byPersonOf': 'oleh {name} dari {orgName}',
  'notices.yourOrganisation': 'organisasi anda',
  'notices.yourEmployer': 'majikan anda',
  'notices.contactEmployerOrSupport': 'majikan anda, {employer}, atau pasukan sokongan kami di {support}',
  'notices.contactSupport': 'pasukan sokongan kami di {support}',
  'notices.noticeSubjectOne': '{changes} Advance Pay anda telah diubah',
  'notices.noticeSubjectMany': '{changes} Advance Pay anda telah diubah',
  'notices.noticeChangedOne': '{changes} anda telah diubah pada {when} (waktu Malaysia), {who}:',
  'notices.noticeChangedMany': '{changes} anda telah diubah pada {when} (waktu Malaysia), {who}:',
  'notices.noticeBankLine': '- Akaun bank: kini akaun {account} (sebelum ini {was}).',
  'notices.noticeBankLineNamed': '- Akaun bank: kini {bank}, akaun {account} (sebelum ini {was}).',
  'notices.noticeMobileLine': '- Nombor telefon bimbit: kini {number} (sebelum ini {was}).',
  'notices.noticePasswordLine':
    '- Kata laluan: telah diubah. Semua sesi yang log masuk sebelum perubahan ini telah dilog keluar.',
  'notices.noticeBankHold':
    'Selama 24 jam selepas akaun bank diubah, permohonan Advance Pay anda memerlukan kelulusan pengurus.',
  'notices.noticeIfNotYou':
    'Jika anda yang membuat perubahan ini, tiada apa yang perlu dilakukan. Jika bukan anda, hubungi {contact} dengan segera supaya akaun anda dapat dikunci dan perubahan itu dibatalkan.',
  'notices.bankChangeSms':
    'Advance Pay: akaun bank untuk gaji anda telah diubah pada {when} (waktu Malaysia) {who}: kini akaun {account} (sebelum ini {was}).{also} Jika bukan anda, hubungi {contact} dengan segera.',
  'notices.bankChangeSmsNamed':
    'Advance Pay: akaun bank untuk gaji anda telah diubah pada {when} (waktu Malaysia) {who}: kini akaun {bank} {account} (sebelum ini {was}).{also} Jika bukan anda, hubungi {contact} dengan segera.',
  'notices.mobileAlsoSms': ' Nombor telefon bimbit anda kini {number}.',
  'notices.oldNumberSms':
    'Advance Pay: nombor telefon bimbit akaun anda telah diubah pada {when} (waktu Malaysia). Jika bukan anda, hubungi {contact} dengan segera.',
};
