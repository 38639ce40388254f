import type { Translation } from '..';
import type { sent as english } from '../en/sent';

export const sent: Translation<typeof english> = {
  'sent.withdrawalCodeSms':
    'Kod Advance Pay anda ialah R-{code} untuk pengeluaran sebanyak {amount}. Kod ini tamat tempoh dalam 5 minit. Jangan kongsikan dengan sesiapa.',
  'sent.mobileCodeSms': 'Kod pengesahan anda ialah {code}. Kod ini sah selama {minutes} minit.',
  'sent.accountReadySubject': 'Akaun {orgName} anda sudah sedia',
  'sent.hello': 'Salam {firstName},',
  'sent.accountApproved': '{orgName} telah meluluskan akaun anda. Log masuk di {link} dengan:',
  'sent.organisationCode': 'Kod organisasi: {code}',
  'sent.email': 'E-mel: {email}',
  'sent.temporaryPassword': 'Kata laluan sementara: {password}',
  'sent.firstSignIn':
    'Semasa log masuk kali pertama, anda akan memilih kata laluan anda sendiri; kata laluan sementara tidak lagi boleh digunakan selepas itu. Kata laluan sementara tamat tempoh dalam {days} hari.',
  'sent.newInvitationSubject': '{orgName}: kata laluan sementara baharu untuk akaun anda',
  'sent.newInvitation':
    '{orgName} telah menghantar jemputan baharu kepada anda; kata laluan lama anda tidak lagi boleh digunakan. Log masuk di {link} dengan:',
  'sent.newInvitationSms':
    '{orgName}: log masuk di {link} dengan kod organisasi {code}, e-mel {email} dan kata laluan sementara {password} (sah {days} hari).',
  'sent.electionReminderSubject': '{orgName}: pilih e-dompet yang menerima manfaat anda',
  'sent.electionPartly':
    'Anda telah memperuntukkan {allocated}% manfaat anda kepada e-dompet; baki {remaining}% belum ada destinasi.',
  'sent.electionNone': 'Anda belum memilih e-dompet untuk menerima manfaat anda.',
  'sent.electionUntilFull':
    'Selagi jumlah peruntukan anda belum mencapai 100%, larian bayaran manfaat {orgName} tidak dapat membayar anda.',
  'sent.electionLink': 'Lengkapkan pilihan anda di {link}',
  'sent.passwordResetSms':
    'Kod tetapan semula kata laluan Advance Pay anda ialah {code}. Kod ini sah selama {minutes} minit. Jangan kongsikan dengan sesiapa.',
  'sent.passwordResetSubject': 'Kod tetapan semula kata laluan Advance Pay anda',
  'sent.passwordResetCode':
    'Kod untuk menetapkan semula kata laluan Advance Pay anda ialah {code}. Kod ini sah selama {minutes} minit.',
  'sent.passwordResetNotYou':
    'Jika anda tidak meminta untuk menetapkan semula kata laluan, abaikan mesej ini: kata laluan anda kekal seperti sedia ada. Jangan kongsikan kod ini dengan sesiapa.',
};
