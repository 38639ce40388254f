import type { Translation } from '..';
import type { common as english } from '../en/common';

export const common: Translation<typeof english> = {
  'common.required': '*Wajib diisi',
  'common.invalidEmail': 'Alamat e-mel tidak sah',
  'common.retry': 'Cuba lagi',
  'common.tryAgain': 'Sila cuba lagi.',
  'common.loading': 'Memuatkan',
  'common.cancel': 'Batal',
  'common.accept': 'Terima',
  'common.submit': 'Hantar',
  'common.save': 'Simpan',
  'common.close': 'Tutup',
  'common.dismiss': 'Tutup',
  'common.back': 'Kembali',
  'common.next': 'Seterusnya',
  'common.language': 'Bahasa',
  'common.somethingWentWrong': 'Berlaku ralat. Sila cuba lagi.',
  'common.offline':
    'Anda di luar talian. Maklumat yang dipaparkan mungkin tidak terkini; halaman akan mencuba lagi apabila sambungan pulih.',
  'common.pageNotLoaded': 'Halaman ini tidak dapat dimuatkan',
};
