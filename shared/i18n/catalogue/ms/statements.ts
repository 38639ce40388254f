import type { Translation } from '..';
import type { statements as english } from '../en/statements';

export const statements: Translation<typeof english> = {
  'statements.listFailed': 'Gagal mendapatkan penyata bulanan!',
  'statements.getFailed': 'Gagal mendapatkan penyata bulanan!',
  'statements.downloadFailed': 'Gagal mendapatkan pautan muat turun!',
  'statements.notFound': 'Penyata tidak dijumpai!',
  'statements.description':
    'Jumlah yang ditolak daripada gaji anda pada hari gaji bagi Advance Pay yang anda terima setiap bulan.',
  'statements.totalWithdrawn': 'Jumlah Dikeluarkan',
  'statements.totalReceived': 'Jumlah Diterima',
  'statements.totalDeductable': 'Jumlah Potongan',
  'statements.balancePayable': 'Baki Perlu Dibayar',
  'statements.statementDate': 'Tarikh Penyata',
  'statements.actions': 'Tindakan',
  'statements.viewStatement': 'Lihat penyata {period}',
  'statements.empty': 'Penyata dipaparkan di sini pada 1hb bulan berikutnya selepas bulan anda menerima Advance Pay.',
  'statements.title': 'Penyata Bulanan - {period}',
  'statements.statementDateOn': 'Tarikh penyata {date}',
  'statements.downloadPdf': 'Muat Turun PDF',
  'statements.fullName': 'Nama Penuh',
  'statements.icNumber': 'Nombor Kad Pengenalan',
  'statements.salary': 'Gaji',
  'statements.amountsAskedFor': 'Jumlah yang anda mohon',
  'statements.takenUpfront': 'Ditolak lebih awal daripada jumlah itu',
  'statements.whatReachedAccount': 'Jumlah yang masuk ke akaun anda',
  'statements.onPayDay': 'Pada hari gaji, {date}',
  'statements.onNextPayDay': 'Pada hari gaji anda yang berikutnya',
  'statements.salaryLessDeductable': 'Gaji tolak Jumlah Potongan',
  'statements.message':
    '{deductable} akan ditolak daripada gaji anda {payDate, select, none {pada hari gaji anda yang berikutnya} other {pada hari gaji, {payDate}}}: {withdrawn} yang anda keluarkan ({fees, select, none {anda menerima kesemuanya} service {anda menerima {received} daripadanya selepas caj perkhidmatan {fee} ditolak lebih awal, jadi tiada caj ditambah} instant {anda menerima {received} daripadanya selepas caj bayaran segera {instantFee} ditolak lebih awal, jadi tiada caj ditambah} other {anda menerima {received} daripadanya selepas caj perkhidmatan {fee} dan caj bayaran segera {instantFee} ditolak lebih awal, jadi tiada caj ditambah}}). Baki perlu dibayar anda ialah {balancePayable}.',
  'statements.withdrawals': 'Pengeluaran',
  'statements.withdrawalsDescription':
    'Pengeluaran yang telah dibayar kepada anda, atau dalam perjalanan, semasa tempoh itu ditutup',
  'statements.received': 'Diterima',
  'statements.payout': 'Bayaran',
  'statements.payoutInstant': 'Segera (DuitNow)',
  'statements.payoutStandard': 'Biasa',
  'statements.instantFee': 'Caj bayaran segera',
  'statements.instantFeeHint': 'Bagi bayaran segera, ditolak lebih awal',
  'statements.noWithdrawals': 'Tiada pengeluaran dibayar dalam tempoh ini.',
  'statements.downloadReady': 'Penyata {period} anda sudah sedia. Pautan muat turun sah selama {minutes} minit.',
};
