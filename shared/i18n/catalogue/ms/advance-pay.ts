import type { Translation } from '..';
import type { advancePay as english } from '../en/advance-pay';

export const advancePay: Translation<typeof english> = {
  'advancePay.getPaidTitle': 'Advance Pay - Dapatkan Gaji',
  'advancePay.transactionsTitle': 'Advance Pay - Transaksi',
  'advancePay.detailsTitle': 'Advance Pay - Butiran Transaksi',
  'advancePay.notAvailable': 'Tidak Tersedia!',

  'advancePay.initFailed': 'Transaksi gagal dimulakan!',
  'advancePay.sendCodeFailed': 'Kod pengesahan gagal dihantar! Sila cuba lagi kemudian.',
  'advancePay.invalidAmount': 'Sila masukkan jumlah yang sah!',
  'advancePay.amountAboveZero': 'Jumlah mestilah lebih daripada sifar (0)',
  'advancePay.limit': 'Had Pengeluaran anda ialah MYR {limit}!',
  'advancePay.minimum': 'Minimum bagi setiap pengeluaran ialah {minimum}.',
  'advancePay.reasonRequired': 'Sila pilih sebab pengeluaran',
  'advancePay.codeRequired': 'Sila masukkan kod pengesahan',
  'advancePay.submitted': 'Permohonan Advance Pay anda telah dihantar!',
  'advancePay.codeSent': 'Kod pengesahan telah dihantar ke {to}.',
  'advancePay.yourMobileNumber': 'nombor telefon bimbit anda',
  'advancePay.balanceNotLoaded': 'Baki Advance Pay anda tidak dapat dimuatkan',
  'advancePay.notPossibleNow': 'Pengeluaran tidak dapat dibuat buat masa ini.',
  'advancePay.getPaidDescription': 'Keluarkan sebahagian daripada gaji yang telah anda peroleh pada {period}.',
  'advancePay.yourBalance': 'Baki anda',
  'advancePay.withdrawableAmount': 'Jumlah yang boleh dikeluarkan',
  'advancePay.balanceAfter': 'Gaji diperoleh yang belum dikeluarkan, selepas permohonan ini',
  'advancePay.earnedWagesIn': 'Gaji diperoleh ({period})',
  'advancePay.alreadyWithdrawn': 'Telah dikeluarkan: {amount}',
  'advancePay.policySummary':
    'Sehingga {maximum} setiap tempoh (dan paling banyak 50% daripada gaji yang telah anda peroleh), {frequency}{day, select, none {} other { mulai hari {day}}}; {autoApproval, select, yes {diluluskan serta-merta} other {diluluskan oleh majikan anda}}.',
  'advancePay.frequency.DAILY': 'setiap hari',
  'advancePay.frequency.ONCE_A_WEEK': 'sekali seminggu',
  'advancePay.frequency.ONCE_EVERY_TWO_WEEKS': 'sekali setiap dua minggu',
  'advancePay.frequency.ONCE_PER_MONTH': 'sekali sebulan',
  'advancePay.verifyMobile': 'Sahkan nombor telefon bimbit anda',
  'advancePay.verifyMyNumber': 'Sahkan nombor saya',
  'advancePay.verifyMobileText':
    'Kod pengesahan anda dihantar melalui SMS ke nombor telefon bimbit dalam profil anda, setelah anda mengesahkannya dengan kod.',
  'advancePay.beforeYouWithdraw': 'Sebelum anda boleh membuat pengeluaran',
  'advancePay.addBankAccount': 'Tambah akaun bank anda',
  'advancePay.addBankAccountText': 'Wang yang anda keluarkan dibayar ke akaun bank anda.',
  'advancePay.addMyBankAccount': 'Tambah akaun bank saya',
  'advancePay.youReceiveAfterFee': 'Anda terima {net} selepas caj perkhidmatan {fee}.',
  'advancePay.youReceiveFeeByEmployer': 'Anda terima {net}; majikan anda membayar caj perkhidmatan {fee}.',
  'advancePay.request': 'Permohonan',
  'advancePay.amountLimits': 'Dari {minimum} hingga {maximum}',
  'advancePay.reasonForWithdrawal': 'Sebab pengeluaran',
  'advancePay.chooseReason': 'Pilih sebab',
  'advancePay.reason.Bills': 'Bil',
  'advancePay.reason.Medical': 'Perubatan',
  'advancePay.reason.Education': 'Pendidikan',
  'advancePay.reason.Emergency': 'Kecemasan',
  'advancePay.reason.Groceries': 'Barangan dapur',
  'advancePay.reason.Transport': 'Pengangkutan',
  'advancePay.reason.Family': 'Keluarga',
  'advancePay.reason.Others': 'Lain-lain',
  'advancePay.serviceFee': 'Caj perkhidmatan',
  'advancePay.feeOfAmount': '{fee} ({percent}% daripada jumlah)',
  'advancePay.youReceive': 'Anda terima',
  'advancePay.paidBy': 'Dibayar oleh',
  'advancePay.paidByYou': 'Anda: ditolak lebih awal',
  'advancePay.paidByEmployer': 'Majikan anda',
  'advancePay.expectedInAccount': 'Dijangka masuk ke akaun anda',
  'advancePay.expectedBy': 'Menjelang {date} (2 hari bekerja selepas pindahan akhir hari)',
  'advancePay.expectedByOnceApproved':
    'Menjelang {date} (2 hari bekerja selepas pindahan akhir hari, setelah diluluskan)',
  'advancePay.verificationCode': 'Kod pengesahan',
  'advancePay.codeSentBySms': 'Dihantar melalui SMS ke {mobile}; sah selama 5 minit.',
  'advancePay.addMobileForCode': 'Tambah dan sahkan nombor telefon bimbit anda dalam profil anda untuk menerima kod.',
  'advancePay.resendCodeIn': 'Hantar semula kod dalam {time}',
  'advancePay.resendCode': 'Hantar semula kod',
  'advancePay.sendCode': 'Hantar kod',

  'advancePay.payout': 'Cara bayaran',
  'advancePay.payoutStandard': 'Biasa',
  'advancePay.payoutStandardText': 'Pindahan bank akhir hari, tiada caj tambahan. Dijangka menjelang {date}.',
  'advancePay.payoutInstant': 'Segera (DuitNow)',
  'advancePay.payoutInstantText':
    'Dikreditkan dalam beberapa minit setelah diluluskan. Caj tambahan {fee} ({percent}%).',
  'advancePay.payoutInstantRate':
    'Dikreditkan dalam beberapa minit setelah diluluskan. Caj tambahan {percent}% daripada jumlah.',
  'advancePay.youReceiveInstant':
    'Segera (DuitNow): anda terima {net} selepas caj perkhidmatan {fee} dan caj segera {instantFee}.',
  'advancePay.youReceiveInstantFeeByEmployer':
    'Segera (DuitNow): anda terima {net} selepas caj segera {instantFee}; majikan anda membayar caj perkhidmatan {fee}.',
  'advancePay.instantFee': 'Caj bayaran segera',
  'advancePay.expectedInstantNow': 'Hari ini, dalam beberapa minit (DuitNow)',
  'advancePay.expectedInstantOnceApproved': 'Dalam beberapa minit setelah diluluskan (DuitNow)',
  'advancePay.payoutStandardDetail': 'Biasa (pindahan bank akhir hari)',
  'advancePay.gatewayReference': 'Rujukan DuitNow',
  'advancePay.instantFailedNote':
    'Bayaran segera gagal, jadi pengeluaran ini dihantar bersama pindahan bank akhir hari yang berikutnya. Tiada caj segera dikenakan.',
  'advancePay.instantPayoutStep': 'Dibayar melalui DuitNow',
  'advancePay.instantWithinMinutes': 'Dikreditkan dalam beberapa minit setelah diluluskan',

  'advancePay.accountLocked': 'Akaun Dikunci',
  'advancePay.lockedText':
    'Terlalu banyak cubaan! Akaun anda telah dikunci. Sila hubungi pihak sokongan untuk bantuan!',
  'advancePay.lockedOn': 'Dikunci pada {when}. Pengurus organisasi anda boleh membukanya.',
  'advancePay.lockedOnAfter': 'Dikunci pada {when} selepas {reason}. Pengurus organisasi anda boleh membukanya.',
  'advancePay.wrongCodesReason': '{count} kod pengesahan yang salah',
  'advancePay.signedOutSoon': 'Anda akan dilog keluar dalam 5 saat.',

  'advancePay.notAvailableForOrg': 'Advance Pay tidak tersedia untuk organisasi anda.',
  'advancePay.withdrawalsSwitchedOff': 'Pengeluaran Advance Pay anda telah dimatikan. Sila hubungi pengurus anda.',
  'advancePay.cutOffPassed': 'Tarikh tutup bulan ini telah berlalu. Anda boleh memohon semula mulai 1hb bulan hadapan.',
  'advancePay.frequencyReached':
    'Anda telah mencapai bilangan pengeluaran yang dibenarkan oleh polisi anda buat masa ini.',
  'advancePay.noSalary': 'Gaji anda belum direkodkan. Sila hubungi pengurus anda.',
  'advancePay.noPolicy': 'Belum ada polisi pengeluaran yang diluluskan untuk anda. Sila hubungi pengurus anda.',
  'advancePay.noBankAccount':
    'Sila tambah akaun bank anda dalam profil anda terlebih dahulu: wang yang anda keluarkan dibayar ke akaun itu.',
  'advancePay.noVerifiedMobile':
    'Sila tambah dan sahkan nombor telefon bimbit anda dalam profil anda terlebih dahulu: kod pengesahan dihantar ke nombor itu.',
  'advancePay.codeBeingChecked':
    'Kod pengesahan anda sedang disemak. Sila tunggu sebentar, kemudian lihat transaksi anda sebelum mencuba lagi.',
  'advancePay.wrongCodeOneTry': 'Kod pengesahan salah. Tinggal 1 cubaan sebelum akaun anda dikunci.',
  'advancePay.wrongCode': 'Kod pengesahan salah. Tinggal {left} cubaan sebelum akaun anda dikunci.',
  'advancePay.codeUsed': 'Kod pengesahan ini telah digunakan. Sila minta kod baharu.',
  'advancePay.codeTooSoon':
    'Kod telah dihantar kurang daripada 2 minit yang lalu. Sila cuba lagi dalam {seconds} saat.',
  'advancePay.noCodeWaiting': 'Tiada kod pengesahan yang menunggu. Sila minta kod baharu.',
  'advancePay.codeExpired': 'Kod pengesahan telah tamat tempoh. Sila minta kod baharu.',
  'advancePay.codeDiffers':
    'Jumlah atau sebab berbeza daripada yang dinyatakan semasa kod dihantar. Sila minta kod baharu.',
  'advancePay.codePayoutDiffers':
    'Kod telah dihantar untuk cara bayaran yang lain (biasa atau segera). Sila minta kod baharu.',
  'advancePay.instantNotOffered': 'Majikan anda tidak menawarkan bayaran segera. Sila pilih bayaran biasa.',
  'advancePay.organisationNotFound': 'Organisasi tidak dijumpai!',
  'advancePay.transactionNotFound': 'Transaksi tidak dijumpai!',
  'advancePay.bankChangeReview':
    'Akaun bank anda telah ditukar pada {changedAt}. Selama 24 jam selepas pertukaran (sehingga {until}, waktu Malaysia), setiap permohonan menunggu kelulusan majikan anda.',
  'advancePay.waitsForApproval': 'Menunggu kelulusan pengurus: {message}',

  'advancePay.transactionsFailed': 'Gagal mendapatkan transaksi!',
  'advancePay.transactionsDescription':
    'Pengeluaran Advance Pay anda, yang terbaru dahulu. Pilih bulan untuk melihat pengeluarannya.',
  'advancePay.allMonths': 'Semua bulan',
  'advancePay.anyMonth': 'mana-mana bulan',
  'advancePay.noWithdrawalsIn':
    'Anda tiada pengeluaran pada {month}. Pilih bulan lain, atau gunakan Dapatkan Gaji untuk mengeluarkan sebahagian daripada gaji yang telah anda peroleh.',
  'advancePay.month': 'Bulan',
  'advancePay.view': 'Lihat',
  'advancePay.payPeriod': 'Tempoh Gaji',
  'advancePay.amount': 'Jumlah',
  'advancePay.reasonForWithdrawalColumn': 'Sebab Pengeluaran',
  'advancePay.status': 'Status Permohonan',
  'advancePay.requestDate': 'Tarikh Permohonan',
  'advancePay.transferDate': 'Tarikh Pindahan',

  'advancePay.transactionId': 'ID Transaksi',
  'advancePay.dateInitiated': 'Tarikh Dimulakan',
  'advancePay.period': 'Tempoh',
  'advancePay.reason': 'Sebab',
  'advancePay.dateCancelledRejected': 'Tarikh dibatalkan/ditolak',
  'advancePay.serviceFeeLabel': 'Caj Perkhidmatan',
  'advancePay.feePercentByEmployer': '{fee} ({percent}%, dibayar oleh majikan anda)',
  'advancePay.amountReceived': 'Jumlah Diterima',
  'advancePay.expectedCreditDate': 'Tarikh Jangkaan Dikreditkan',
  'advancePay.decisionDue': 'Keputusan dijangka sebelum {time}',
  'advancePay.decisionDueLabel': 'Keputusan Dijangka Sebelum',
  'advancePay.escalatedNote':
    'Belum diputuskan dalam masa yang ditetapkan: semua Pengurus telah diingatkan pada {time}.',
  'advancePay.escalatedToBackupNote': 'Dihantar kepada pelulus ganti pada {time}.',
  'advancePay.transaction': 'Transaksi',
  'advancePay.timeline': 'Garis Masa',
  'advancePay.timelineDescription':
    'Pindahan mengambil masa 2 hari bekerja selepas pindahan bank akhir hari (hari bekerja, 16:00 waktu Malaysia).',
  'advancePay.workingDays': 'Hari bekerja ialah Isnin hingga Jumaat; cuti umum boleh menambah sehari.',

  'advancePay.requested': 'Dimohon',
  'advancePay.sentToBank': 'Dihantar ke bank',
  'advancePay.waitingForApproval': 'Menunggu kelulusan majikan anda',
  'advancePay.inEndOfDayTransfer':
    'Dalam pindahan bank akhir hari selepas kelulusan (hari bekerja, 16:00 waktu Malaysia)',
  'advancePay.transferredOn': 'Dipindahkan pada {date}',
  'advancePay.expectedByDate': 'Dijangka menjelang {date}',
  'advancePay.transactionTimeline': 'Garis masa transaksi',
  'advancePay.ownLock':
    'Anda telah mengunci pengeluaran anda sehingga {date}. Anda boleh mengubahnya dalam Profil anda: buka kunci berkuat kuasa 24 jam selepas anda memintanya.',
  'advancePay.ownGap':
    'Anda meminta sekurang-kurangnya {days} hari antara pengeluaran anda. Anda boleh membuat permintaan seterusnya pada {date}.',
  'advancePay.ownCap':
    'Had bulanan anda sendiri ialah {cap}: baki {left} untuk bulan ini. Anda boleh mengubahnya dalam Profil anda.',
};
