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
  'sent.changeBankAccount': 'akaun bank',
  'sent.changeMobileNumber': 'nombor telefon bimbit',
  'sent.changePassword': 'kata laluan',
  'sent.listAnd': '{first} dan {last}',
  'sent.endingDigits': 'berakhir {digits}',
  'sent.noDigits': 'tiada',
  'sent.fromYourAccount': 'daripada akaun anda',
  'sent.byPersonOf': 'oleh {name} dari {orgName}',
  'sent.yourOrganisation': 'organisasi anda',
  'sent.yourEmployer': 'majikan anda',
  'sent.contactEmployerOrSupport': 'majikan anda, {employer}, atau pasukan sokongan kami di {support}',
  'sent.contactSupport': 'pasukan sokongan kami di {support}',
  'sent.noticeSubjectOne': '{changes} Advance Pay anda telah diubah',
  'sent.noticeSubjectMany': '{changes} Advance Pay anda telah diubah',
  'sent.noticeChangedOne': '{changes} anda telah diubah pada {when} (waktu Malaysia), {who}:',
  'sent.noticeChangedMany': '{changes} anda telah diubah pada {when} (waktu Malaysia), {who}:',
  'sent.noticeBankLine': '- Akaun bank: kini akaun {account} (sebelum ini {was}).',
  'sent.noticeBankLineNamed': '- Akaun bank: kini {bank}, akaun {account} (sebelum ini {was}).',
  'sent.noticeMobileLine': '- Nombor telefon bimbit: kini {number} (sebelum ini {was}).',
  'sent.noticePasswordLine':
    '- Kata laluan: telah diubah. Semua sesi yang log masuk sebelum perubahan ini telah dilog keluar.',
  'sent.noticeBankHold':
    'Selama 24 jam selepas akaun bank diubah, permohonan Advance Pay anda memerlukan kelulusan pengurus.',
  'sent.noticeIfNotYou':
    'Jika anda yang membuat perubahan ini, tiada apa yang perlu dilakukan. Jika bukan anda, hubungi {contact} dengan segera supaya akaun anda dapat dikunci dan perubahan itu dibatalkan.',
  'sent.bankChangeSms':
    'Advance Pay: akaun bank untuk gaji anda telah diubah pada {when} (waktu Malaysia) {who}: kini akaun {account} (sebelum ini {was}).{also} Jika bukan anda, hubungi {contact} dengan segera.',
  'sent.bankChangeSmsNamed':
    'Advance Pay: akaun bank untuk gaji anda telah diubah pada {when} (waktu Malaysia) {who}: kini akaun {bank} {account} (sebelum ini {was}).{also} Jika bukan anda, hubungi {contact} dengan segera.',
  'sent.mobileAlsoSms': ' Nombor telefon bimbit anda kini {number}.',
  'sent.oldNumberSms':
    'Advance Pay: nombor telefon bimbit akaun anda telah diubah pada {when} (waktu Malaysia). Jika bukan anda, hubungi {contact} dengan segera.',
  'sent.electionReminderSubject': '{orgName}: pilih e-dompet yang menerima manfaat anda',
  'sent.electionPartly':
    'Anda telah memperuntukkan {allocated}% manfaat anda kepada e-dompet; baki {remaining}% belum ada destinasi.',
  'sent.electionNone': 'Anda belum memilih e-dompet untuk menerima manfaat anda.',
  'sent.electionUntilFull':
    'Selagi jumlah peruntukan anda belum mencapai 100%, larian bayaran manfaat {orgName} tidak dapat membayar anda.',
  'sent.electionLink': 'Lengkapkan pilihan anda di {link}',
  'sent.statementTitle': 'Penyata Bulanan Advance Pay',
  'sent.statementFullName': 'Nama Penuh',
  'sent.statementIcNumber': 'Nombor Kad Pengenalan',
  'sent.statementPeriod': 'Tempoh',
  'sent.statementDate': 'Tarikh Penyata',
  'sent.statementSalary': 'Gaji',
  'sent.statementDeductedOn': 'Ditolak pada',
  'sent.statementWithdrawals': 'Pengeluaran',
  'sent.statementColumnDate': 'Tarikh',
  'sent.statementTransferred': 'Dipindahkan',
  'sent.statementAmount': 'Jumlah',
  'sent.statementServiceFee': 'Caj Perkhidmatan',
  'sent.statementFeeColumn': 'Caj',
  'sent.statementReceived': 'Diterima',
  'sent.statementTotal': 'Jumlah Keseluruhan',
  'sent.statementTotalWithdrawn': 'Jumlah Dikeluarkan',
  'sent.statementTotalReceived': 'Jumlah Diterima',
  'sent.statementTotalDeductable': 'Jumlah Potongan',
  'sent.statementBalancePayable': 'Baki Perlu Dibayar',
  'sent.statementMessage':
    '{deductable} akan ditolak daripada gaji anda {when}: {withdrawn} yang anda keluarkan ({received}). Baki perlu dibayar anda ialah {balancePayable}.',
  'sent.statementOnPayDay': 'pada hari gaji, {date}',
  'sent.statementOnNextPayDay': 'pada hari gaji anda yang berikutnya',
  'sent.statementReceivedAfterFee':
    'anda menerima {received} daripadanya selepas caj perkhidmatan {fee} diambil terlebih dahulu, jadi tiada caj ditambah',
  'sent.statementReceivedAll': 'anda menerima kesemuanya',
  'sent.statementFootnote':
    'Amaun dalam Ringgit Malaysia (RM). Pengeluaran yang dikira: yang telah dibayar kepada anda, atau sedang dalam proses, semasa tempoh ditutup. Jumlah Dikeluarkan ialah amaun yang anda minta; caj perkhidmatan yang anda bayar telah diambil daripadanya terlebih dahulu (Jumlah Diterima ialah yang masuk ke akaun anda), jadi Jumlah Potongan ialah Jumlah Dikeluarkan tanpa caj tambahan.',
};
