import type { Translation } from '..';
import type { validation as english } from '../en/validation';

export const validation: Translation<typeof english> = {
  'validation.date': 'Masukkan tarikh sebagai dd/MM/yyyy',
  'validation.chooseOne': 'Pilih salah satu: {options}',
  'validation.number': 'Masukkan nombor',
  'validation.wholeNumber': 'Masukkan nombor bulat',
  'validation.atLeast': 'Masukkan {minimum} atau lebih',
  'validation.atMost': 'Masukkan {maximum} atau kurang',
  'validation.moreThan': 'Masukkan lebih daripada {minimum}',
  'validation.lessThan': 'Masukkan kurang daripada {maximum}',
  'validation.decimals': 'Masukkan jumlah dengan paling banyak 2 tempat perpuluhan',
  'validation.tooShort': 'Masukkan sekurang-kurangnya {minimum} aksara',
  'validation.tooLong': 'Paling banyak {maximum} aksara',
  'validation.tooFew': 'Tambah sekurang-kurangnya {minimum}',
  'validation.tooMany': 'Tambah paling banyak {maximum}',
  'validation.format': 'Format ini tidak seperti yang dijangka; sila semak',
  'validation.yesOrNo': 'Pilih ya atau tidak',
  'validation.invalid': 'Nilai ini tidak diterima; sila semak',
  'validation.correctFields': 'Sila betulkan dan cuba lagi: {reasons}',
  'validation.required': 'Wajib diisi!',
  'validation.email': 'Alamat e-mel tidak sah',
};
