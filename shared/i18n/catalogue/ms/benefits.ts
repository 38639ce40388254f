import type { Translation } from '..';
import type { benefits as english } from '../en/benefits';

export const benefits: Translation<typeof english> = {
  'benefits.ownFailed': 'Tidak dapat mendapatkan manfaat anda',
  'benefits.total': 'Jumlah: {amount}',
  'benefits.none': 'Anda belum mempunyai sebarang manfaat.',
  'benefits.name': 'Nama Manfaat',
  'benefits.amount': 'Amaun',
  'benefits.recurrence': 'Kekerapan',
  'benefits.monthly': 'Bulanan',
  'benefits.quarterly': 'Suku Tahunan',
  'benefits.yearly': 'Tahunan',
  'benefits.myPayouts': 'Pembayaran Saya',
  'benefits.payRun': 'Larian Gaji',
  'benefits.payDay': 'Hari Gaji',
  'benefits.wallet': 'Dompet',
  'benefits.status': 'Status',
  'benefits.reason': 'Sebab',
  'benefits.succeeded': 'Berjaya',
  'benefits.failed': 'Gagal',
  'benefits.payoutsFailed': 'Tidak dapat mendapatkan pembayaran anda!',
  'benefits.noPayouts': 'Belum ada pembayaran manfaat.',
};
