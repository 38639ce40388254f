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
  'sent.electionReminderSubject': '{orgName}: pilih e-dompet yang menerima manfaat anda',
  'sent.electionPartly':
    'Anda telah memperuntukkan {allocated}% manfaat anda kepada e-dompet; baki {remaining}% belum ada destinasi.',
  'sent.electionNone': 'Anda belum memilih e-dompet untuk menerima manfaat anda.',
  'sent.electionUntilFull':
    'Selagi jumlah peruntukan anda belum mencapai 100%, larian bayaran manfaat {orgName} tidak dapat membayar anda.',
  'sent.electionLink': 'Lengkapkan pilihan anda di {link}',
};
