import type { Translation } from '..';
import type { logins as english } from '../en/logins';

export const logins: Translation<typeof english> = {
  'logins.newInvitationSubject': '{orgName}: kata laluan sementara baharu untuk akaun anda',
  'logins.newInvitation':
    '{orgName} telah menghantar jemputan baharu kepada anda; kata laluan lama anda tidak lagi boleh digunakan. Log masuk di {link} dengan:',
  'logins.newInvitationSms':
    '{orgName}: log masuk di {link} dengan kod organisasi {code}, e-mel {email} dan kata laluan sementara {password} (sah {days} hari).',
  'logins.passwordResetSms':
    'Kod tetapan semula kata laluan Advance Pay anda ialah {code}. Kod ini sah selama {minutes} minit. Jangan kongsikan dengan sesiapa.',
  'logins.passwordResetSubject': 'Kod tetapan semula kata laluan Advance Pay anda',
  'logins.passwordResetCode':
    'Kod untuk menetapkan semula kata laluan Advance Pay anda ialah {code}. Kod ini sah selama {minutes} minit.',
  'logins.passwordResetNotYou':
    'Jika anda tidak meminta untuk menetapkan semula kata laluan, abaikan mesej ini: kata laluan anda kekal seperti sedia ada. Jangan kongsikan kod ini dengan sesiapa.',
};
