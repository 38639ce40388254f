import type { Translation } from '..';
import type { withdrawalNotices as english } from '../en/withdrawal-notices';

export const withdrawalNotices: Translation<typeof english> = {
  'withdrawalNotices.hello': 'Helo {firstName},',
  'withdrawalNotices.sms': 'Advance Pay: {text}',
  'withdrawalNotices.accountEnding': 'akaun anda yang berakhir {digits}',
  'withdrawalNotices.yourAccount': 'akaun bank anda',
  'withdrawalNotices.noReason': 'tidak dinyatakan',
  'withdrawalNotices.submitted':
    'Permohonan pengeluaran anda sebanyak {amount} telah diterima dan sedang menunggu kelulusan majikan anda.',
  'withdrawalNotices.submittedApproved':
    'Permohonan pengeluaran anda sebanyak {amount} telah diterima dan diluluskan. Wang dijangka masuk ke {account} pada {date}.',
  'withdrawalNotices.approved':
    'Permohonan pengeluaran anda sebanyak {amount} telah diluluskan. Wang dijangka masuk ke {account} pada {date}.',
  'withdrawalNotices.rejected': 'Permohonan pengeluaran anda sebanyak {amount} telah ditolak. Sebab: {reason}',
  'withdrawalNotices.cancelled': 'Permohonan pengeluaran anda sebanyak {amount} telah dibatalkan. Sebab: {reason}',
  'withdrawalNotices.sentToBank':
    'Pengeluaran anda sebanyak {amount} telah dihantar ke bank: {net} ke {account}, dijangka pada {date}.',
  'withdrawalNotices.completed': 'Pengeluaran anda sebanyak {amount} telah dibayar: {net} ke {account} pada {date}.',
  'withdrawalNotices.completedInstant':
    'Pengeluaran anda sebanyak {amount} telah dibayar serta-merta melalui DuitNow: {net} ke {account} pada {date}.',
  'withdrawalNotices.instantFailed':
    'Bayaran segera bagi pengeluaran anda sebanyak {amount} gagal, jadi ia dihantar bersama pindahan bank akhir hari yang berikutnya, tanpa caj segera: {net} ke {account}, dijangka pada {date}.',
  'withdrawalNotices.subjectInstantFailed': 'Advance Pay: bayaran segera sebanyak {amount} gagal',
  'withdrawalNotices.subjectSubmitted': 'Advance Pay: permohonan anda sebanyak {amount} telah diterima',
  'withdrawalNotices.subjectApproved': 'Advance Pay: permohonan anda sebanyak {amount} telah diluluskan',
  'withdrawalNotices.subjectRejected': 'Advance Pay: permohonan anda sebanyak {amount} telah ditolak',
  'withdrawalNotices.subjectCancelled': 'Advance Pay: permohonan anda sebanyak {amount} telah dibatalkan',
  'withdrawalNotices.subjectSentToBank': 'Advance Pay: pengeluaran anda sebanyak {amount} telah dihantar ke bank',
  'withdrawalNotices.subjectCompleted': 'Advance Pay: pengeluaran anda sebanyak {amount} telah dibayar',
  'withdrawalNotices.escalated':
    'Permohonan {amount} anda belum diputuskan sebelum {due}: semua Pengurus majikan diingatkan.',
  'withdrawalNotices.escalatedToBackup':
    'Permohonan {amount} anda masih menunggu: ia dihantar kepada pelulus ganti majikan.',
  'withdrawalNotices.escalatedNext': 'Jika belum diputuskan sebelum {time}, ia dihantar kepada pelulus ganti majikan.',
  'withdrawalNotices.subjectEscalated': 'Advance Pay: permohonan {amount} anda telah dihantar',
  'withdrawalNotices.turnOff':
    'Anda boleh mematikan mesej ini dalam profil anda. Notis perubahan akaun bank, nombor telefon bimbit atau kata laluan anda akan sentiasa dihantar.',
};
