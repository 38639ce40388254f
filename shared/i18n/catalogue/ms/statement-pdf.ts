import type { Translation } from '..';
import type { statementPdf as english } from '../en/statement-pdf';

export const statementPdf: Translation<typeof english> = {
  'statementPdf.title': 'Penyata Bulanan Advance Pay',
  'statementPdf.fullName': 'Nama Penuh',
  'statementPdf.icNumber': 'Nombor Kad Pengenalan',
  'statementPdf.period': 'Tempoh',
  'statementPdf.date': 'Tarikh Penyata',
  'statementPdf.salary': 'Gaji',
  'statementPdf.deductedOn': 'Ditolak pada',
  'statementPdf.withdrawals': 'Pengeluaran',
  'statementPdf.columnDate': 'Tarikh',
  'statementPdf.transferred': 'Dipindahkan',
  'statementPdf.amount': 'Jumlah',
  'statementPdf.serviceFee': 'Caj Perkhidmatan',
  'statementPdf.feeColumn': 'Caj',
  'statementPdf.received': 'Diterima',
  'statementPdf.payout': 'Bayaran',
  'statementPdf.payoutInstant': 'Segera',
  'statementPdf.payoutStandard': 'Biasa',
  'statementPdf.instantFeeColumn': 'Caj Segera',
  'statementPdf.instantFee': 'Caj Bayaran Segera',
  'statementPdf.total': 'Jumlah Keseluruhan',
  'statementPdf.totalWithdrawn': 'Jumlah Dikeluarkan',
  'statementPdf.totalReceived': 'Jumlah Diterima',
  'statementPdf.totalDeductable': 'Jumlah Potongan',
  'statementPdf.balancePayable': 'Baki Perlu Dibayar',
  'statementPdf.message':
    '{deductable} akan ditolak daripada gaji anda {when}: {withdrawn} yang anda keluarkan ({received}). Baki perlu dibayar anda ialah {balancePayable}.',
  'statementPdf.onPayDay': 'pada hari gaji, {date}',
  'statementPdf.onNextPayDay': 'pada hari gaji anda yang berikutnya',
  'statementPdf.receivedAfterFee':
    'anda menerima {received} daripadanya selepas caj perkhidmatan {fee} diambil terlebih dahulu, jadi tiada caj ditambah',
  'statementPdf.receivedAfterInstantFee':
    'anda menerima {received} daripadanya selepas caj bayaran segera {instantFee} diambil terlebih dahulu, jadi tiada caj ditambah',
  'statementPdf.receivedAfterFees':
    'anda menerima {received} daripadanya selepas caj perkhidmatan {fee} dan caj bayaran segera {instantFee} diambil terlebih dahulu, jadi tiada caj ditambah',
  'statementPdf.receivedAll': 'anda menerima kesemuanya',
  'statementPdf.footnote':
    'Amaun dalam Ringgit Malaysia (RM). Pengeluaran yang dikira: yang telah dibayar kepada anda, atau sedang dalam proses, semasa tempoh ditutup. Jumlah Dikeluarkan ialah amaun yang anda minta; caj perkhidmatan yang anda bayar telah diambil daripadanya terlebih dahulu (Jumlah Diterima ialah yang masuk ke akaun anda), jadi Jumlah Potongan ialah Jumlah Dikeluarkan tanpa caj tambahan.',
};
