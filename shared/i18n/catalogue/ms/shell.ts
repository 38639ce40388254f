import type { Translation } from '..';
import type { shell as english } from '../en/shell';

export const shell: Translation<typeof english> = {
  'shell.menu': 'Menu',
  'shell.openMenu': 'Buka menu',
  'shell.closeMenu': 'Tutup menu',
  'shell.notifications': 'Pemberitahuan',
  'shell.breadcrumbs': 'Laluan halaman',
  'shell.home': 'Utama',
  'shell.userMenu': 'Menu pengguna',
  'shell.namedUserMenu': '{name}, Menu pengguna',
  'shell.changePassword': 'Tukar Kata Laluan',
  'shell.logout': 'Log Keluar',
  'shell.dashboard': 'Papan Pemuka',
  'shell.profile': 'Profil',
  'shell.profileSetup': 'Sediakan Profil',
  'shell.myBenefits': 'Manfaat Saya',
  'shell.electedWallets': 'Dompet Pilihan',
  'shell.paymentElection': 'Pilihan Pembayaran',
  'shell.editWalletAllocation': 'Ubah Peruntukan Dompet',
  'shell.advancePay': 'Advance Pay',
  'shell.getPaid': 'Dapatkan Gaji',
  'shell.transactions': 'Transaksi',
  'shell.transactionDetails': 'Butiran Transaksi',
  'shell.monthlyStatements': 'Penyata Bulanan',
  'shell.monthlyStatement': 'Penyata Bulanan',
  'shell.productTagline':
    'Pekerja mengambil sebahagian gaji yang telah diperoleh lebih awal dan menggunakan manfaat mereka; majikan mengurus tenaga kerja mereka.',
  'shell.login': 'Log Masuk',
};
