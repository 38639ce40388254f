import type { Translation } from '..';
import type { auth as english } from '../en/auth';

export const auth: Translation<typeof english> = {
  'auth.login': 'Log Masuk',
  'auth.internalLogin': 'Log Masuk Dalaman',
  'auth.organisationCode': 'Kod Organisasi',
  'auth.email': 'E-mel',
  'auth.password': 'Kata Laluan',
  'auth.invalidCredentials':
    'Butiran log masuk tidak sah, sila semak semula kod, e-mel dan kata laluan anda dan cuba lagi',
  'auth.accountLocked': 'Akaun anda telah dikunci! Sila hubungi pihak sokongan untuk mendapatkan bantuan.',
  'auth.newPasswordRefused':
    'Kata laluan ini tidak boleh digunakan. Sila pilih kata laluan lain yang memenuhi peraturan.',
  'auth.chooseOwnPassword': 'Pilih kata laluan anda sendiri untuk melengkapkan log masuk.',
  'auth.chooseYourPassword': 'Pilih Kata Laluan Anda',
  'auth.temporaryPassword':
    'Anda log masuk dengan kata laluan sementara. Pilih kata laluan anda sendiri untuk meneruskan; kata laluan sementara itu tidak lagi boleh digunakan selepas itu.',
  'auth.setPassword': 'Tetapkan Kata Laluan',
  'auth.currentPassword': 'Kata Laluan Semasa',
  'auth.newPassword': 'Kata Laluan Baharu',
  'auth.confirmNewPassword': 'Sahkan Kata Laluan Baharu',
  'auth.passwordRule': 'Sekurang-kurangnya 8 aksara dengan huruf besar dan kecil, nombor dan simbol',
  'auth.shouldMatch': 'Mesti sama dengan Kata Laluan Baharu',
  'auth.passwordsDontMatch': 'Kata laluan tidak sepadan!',
  'auth.minimum8': 'Minimum 8 aksara',
  'auth.minimum6': 'Minimum 6 aksara',
  'auth.strongPassword': '*Mesti mengandungi huruf besar, huruf kecil, nombor dan aksara khas',
  'auth.passwordChanged': 'Kata laluan berjaya ditukar! Sila log masuk semula.',
  'auth.passwordUpdateFailed': 'Kata laluan gagal dikemas kini!',
  'auth.wrongCurrentPassword': 'Kata laluan semasa tidak betul.',
  'auth.loggingOut': 'Sedang Log Keluar...',
  'auth.termsTitle': 'Terma dan Syarat',
  'auth.termsIntro': 'Sila baca dan terima Terma dan Syarat Advance Pay sebelum anda meneruskan.',
  'auth.term1': 'Pendahuluan ialah penyerahhakan gaji yang terhutang kepada anda oleh majikan anda. Ia bukan pinjaman.',
  'auth.term2': 'Satu caj ditolak lebih awal daripada setiap pendahuluan.',
  'auth.term3':
    'Pendahuluan terhad kepada 50% daripada gaji yang telah anda peroleh, dengan minimum RM100 setiap transaksi.',
  'auth.term4':
    'Bayaran balik ditolak daripada gaji anda pada tarikh gaji. Jika majikan anda tidak membayar balik, anda mesti membayar balik dalam tempoh 30 hari dari hari gaji terakhir. Tuntutan balik lalai adalah dalam tempoh 7 hari.',
  'auth.term5':
    'Sejarah transaksi anda boleh dilihat bagi 90 hari yang lalu. Kesilapan mesti dilaporkan dalam tempoh 30 hari. Perubahan pada caj atau terma akan dimaklumkan sekurang-kurangnya 21 hari lebih awal.',
  'auth.term6': 'Satu akaun dibenarkan bagi setiap nombor telefon bimbit dan alamat e-mel.',
  'auth.term7': 'Terma ini ditadbir oleh undang-undang Malaysia.',
  'auth.termsUpdated': 'Kemas kini terakhir pada 30 Januari 2023.',
  'auth.termsFailed': 'Ralat semasa menerima Terma dan Syarat!',
  'auth.forgotPasswordLink': 'Lupa kata laluan?',
  'auth.forgotPassword': 'Lupa Kata Laluan',
  'auth.forgotPasswordIntro':
    'Masukkan kod organisasi dan e-mel yang anda gunakan untuk log masuk. Kami akan menghantar kod untuk menetapkan semula kata laluan anda ke nombor telefon bimbit anda yang telah disahkan, atau ke e-mel anda jika tiada.',
  'auth.forgotPasswordIntroInternal':
    'Masukkan e-mel yang anda gunakan untuk log masuk. Kami akan menghantar kod untuk menetapkan semula kata laluan anda ke e-mel tersebut.',
  'auth.sendCode': 'Hantar Kod',
  'auth.resetPassword': 'Tetapkan Semula Kata Laluan',
  'auth.codeSent':
    'Jika butiran sepadan dengan akaun log masuk, kod 6 digit sedang dihantar ke nombor telefon bimbitnya yang telah disahkan atau, jika tiada, ke e-melnya. Kod ini sah selama 15 minit.',
  'auth.code': 'Kod',
  'auth.sendNewCode': 'Hantar Kod Baharu',
  'auth.newCodeSent': 'Jika butiran sepadan dengan akaun log masuk, kod baharu sedang dihantar.',
  'auth.passwordReset': 'Kata laluan anda telah ditetapkan semula. Sila log masuk dengan kata laluan baharu.',
  'auth.resetFailed': 'Kata laluan tidak dapat ditetapkan semula. Sila cuba lagi.',
  'auth.resetRefused':
    'Kod ini tidak betul atau tidak lagi sah. Semak semula, atau minta kod baharu, kemudian cuba lagi.',
  'auth.resetDailyLimit':
    'E-mel ini telah meminta bilangan maksimum kod tetapan semula kata laluan yang dibenarkan bagi satu akaun dalam sehari ({limit}). Sila cuba lagi selepas tengah malam waktu Malaysia, dalam {wait}.',
  'auth.noMoreCodesToday': 'Tiada lagi kod hari ini: cuba lagi dalam {wait}.',
  'auth.mobileLoginLink': 'Log masuk dengan nombor telefon bimbit',
  'auth.mobileLoginIntro':
    'Masukkan kod organisasi anda dan nombor telefon bimbit yang telah anda sahkan dalam profil. Kami akan menghantar kod log masuk melalui SMS.',
  'auth.mobileNumber': 'Nombor Telefon Bimbit',
  'auth.mobileNumberHint': 'cth. 012-345 6789',
  'auth.enterVerifiedMobile': 'Masukkan nombor telefon bimbit yang telah anda sahkan, cth. 012-345 6789',
  'auth.mobileCodeSent':
    'Jika ini nombor yang disahkan bagi pekerja organisasi tersebut, kod 6 digit sedang dihantar kepadanya melalui SMS. Kod ini sah selama 3 minit.',
  'auth.emailLoginLink': 'Log masuk dengan e-mel',
  'auth.mobileLoginFailed': 'Anda tidak dapat dilog masuk. Sila cuba lagi.',
  'auth.mobileDailyLimit':
    'Nombor telefon bimbit ini telah meminta bilangan maksimum kod log masuk yang dibenarkan bagi satu nombor dalam sehari ({limit}). Sila cuba lagi selepas tengah malam waktu Malaysia, dalam {wait}, atau log masuk dengan e-mel dan kata laluan anda.',
  'auth.backToLogin': 'Kembali ke Log Masuk',
};
