/**
 * Every key of the table is built here (docs/data-model.md: no other file writes a key). `ORG#<orgId>` leads
 * every organisation item so IAM `dynamodb:LeadingKeys` isolation can be added later
 * without changing keys.
 */
export const orgPk = (orgId: string) => `ORG#${orgId}`;

/** Partition of the provider's administrators' user records. */
export const ADMINS_PK = 'PLATFORM#ADMINS';
/** Partition of the organisation records (the list of organisations). */
export const ORGS_PK = 'PLATFORM#ORGS';
/** Partition of the e-wallets offered on the platform (a short list, read whole). */
export const WALLETS_PK = 'PLATFORM#WALLETS';
/** Partition of the provider's job level catalogue (admin job levels). */
export const ADMIN_JOBLEVELS_PK = 'PLATFORM#JOBLEVELS';
/** Partition of the failed earned wages (admin list across organisations, a short list of problems to fix). */
export const FAILED_WAGES_PK = 'PLATFORM#FAILED_WAGES';
/** Partition of the end-of-day bank-transfer batches (one record per file). */
export const BANK_BATCHES_PK = 'PLATFORM#BANK_BATCHES';
/** The business calendar: holidays, each year's gazetted marker and the calendar's history (lambdas/data/calendar/holidays.ts). */
export const CALENDAR_PK = 'PLATFORM#CALENDAR';
/** Partition of the audit entries of the platform's own changes (administrators, the calendar): lambdas/data/audit/audit-trail.ts. */
export const PLATFORM_AUDIT_PK = 'PLATFORM#AUDIT';
/** Partition of the finished scheduled end-of-day runs, one per Malaysia day (the alarm watchdog reads it). */
export const END_OF_DAY_RUNS_PK = 'PLATFORM#END_OF_DAY_RUNS';

export const keys = {
  /** An organisation's record. */
  org: (orgId: string) => ({ pk: ORGS_PK, sk: `ORG#${orgId}` }),
  /** A user (login) record: in its organisation's partition, or the administrators' one. */
  user: (orgId: string | null, userId: string) => ({ pk: orgId ? orgPk(orgId) : ADMINS_PK, sk: `USER#${userId}` }),
  userSkPrefix: 'USER#',
  /**
   * An employee record, by IC number (its key form, `normaliseIc`) within the organisation.
   * The key itself is the IC-number uniqueness: it is written with `attribute_not_exists(pk)`
   * (or over a soft-deleted record). Soft-deleted employees keep their item with `deleted: true`.
   */
  employee: (orgId: string, icNumber: string) => ({ pk: orgPk(orgId), sk: `EMP#${icNumber}` }),
  employeeSkPrefix: 'EMP#',
  /** When the organisation's employee directory last changed (`lastModified` of the list). */
  employeesMeta: (orgId: string) => ({ pk: orgPk(orgId), sk: 'META#EMPLOYEES' }),
  /** An employee bulk import (its rows' previous state, for the one undo). */
  employeeImport: (orgId: string, importId: string) => ({ pk: orgPk(orgId), sk: `IMPORT#${importId}` }),
  employeeImportSkPrefix: 'IMPORT#',
  /** Staged rows of an import, a few dozen per item, by the sheet row of the first (a part sent twice lands on itself). */
  employeeImportPart: (orgId: string, importId: string, firstRow: number) => ({
    pk: orgPk(orgId),
    sk: `IMPORT#${importId}#PART#${String(firstRow).padStart(8, '0')}`,
  }),
  employeeImportPartSkPrefix: (importId: string) => `IMPORT#${importId}#PART#`,
  /** Stored items of employees as they were before an import changed them (what its undo restores), a group per item. */
  employeeImportBackup: (orgId: string, importId: string, group: string) => ({
    pk: orgPk(orgId),
    sk: `IMPORT#${importId}#OLD#${group}`,
  }),
  employeeImportBackupSkPrefix: (importId: string) => `IMPORT#${importId}#OLD#`,
  /** The organisation's import lock (the import or undo running) and its latest import (the one undo applies to). */
  employeeImportState: (orgId: string) => ({ pk: orgPk(orgId), sk: 'META#EMPLOYEE_IMPORT' }),
  /** An employee category (docs/rules.md#approvals), by id. */
  employeeCategory: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `EMPCAT#${id}` }),
  employeeCategorySkPrefix: 'EMPCAT#',
  /** The claim of a category code within the organisation (written with attribute_not_exists; holds the category id). */
  employeeCategoryCode: (orgId: string, code: string) => ({ pk: orgPk(orgId), sk: `EMPCATCODE#${code.toUpperCase()}` }),
  /** A team (eBenefits), by code. */
  team: (orgId: string, code: string) => ({ pk: orgPk(orgId), sk: `TEAM#${code}` }),
  teamSkPrefix: 'TEAM#',
  /** A compensation policy (eBenefits), by id (ULID). Deleted ones keep their item with status deleted. */
  compensationPolicy: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `COMPPOLICY#${id}` }),
  compensationPolicySkPrefix: 'COMPPOLICY#',
  /** A pay range of a compensation policy, by id: a policy's ranges are one sk prefix. */
  payRange: (orgId: string, policyId: string, id: string) => ({ pk: orgPk(orgId), sk: `PAYRANGE#${policyId}#${id}` }),
  payRangeSkPrefix: (policyId: string) => `PAYRANGE#${policyId}#`,
  /** An office of the organisation, by id. */
  office: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `OFFICE#${id}` }),
  officeSkPrefix: 'OFFICE#',
  /** A job level of the organisation, by id. */
  jobLevel: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `JOBLEVEL#${id}` }),
  jobLevelSkPrefix: 'JOBLEVEL#',
  /** The claim of a job level name within the organisation (employees store the name; holds the job level id). */
  jobLevelName: (orgId: string, name: string) => ({
    pk: orgPk(orgId),
    sk: `JOBLEVELNAME#${name.trim().toLowerCase()}`,
  }),
  /** The claim of an office code within the organisation (holds the office id). */
  officeCode: (orgId: string, code: string) => ({ pk: orgPk(orgId), sk: `OFFICECODE#${code.toUpperCase()}` }),
  /** A job level of the provider's catalogue (admin), by id. */
  adminJobLevel: (id: string) => ({ pk: ADMIN_JOBLEVELS_PK, sk: `JOBLEVEL#${id}` }),
  /** The claim of a catalogue job level name (holds the job level id). */
  adminJobLevelName: (name: string) => ({ pk: ADMIN_JOBLEVELS_PK, sk: `JOBLEVELNAME#${name.trim().toLowerCase()}` }),
  /**
   * The pending SMS verification code of a user for one purpose (hashed, with expiry and
   * attempts): verifying a mobile number and confirming a withdrawal never replace each other's code.
   */
  smsCode: (orgId: string, userId: string, purpose: 'mobileNumber' | 'withdrawal') => ({
    pk: orgPk(orgId),
    sk: `SMSCODE#${purpose}#${userId}`,
  }),
  /**
   * An employee's Advance Pay frequency guard (`lastTxId`: the latest withdrawal): a new withdrawal's
   * TransactWrite requires it unchanged since read, so racing requests cannot both pass the frequency rule.
   */
  withdrawalGuard: (orgId: string, icNumber: string) => ({ pk: orgPk(orgId), sk: `ADVGUARD#${icNumber}` }),
  /**
   * One shard of the organisation's Advance Pay summary for one period ('2026-11'): the summary is
   * ORG_SUMMARY_SHARDS items, an employee's changes always on the same one (lambdas/data/advance-pay/summary-shards.ts),
   * so concurrent withdrawals of one organisation do not all update one item. The figures are their sum.
   */
  orgMonthSummaryShard: (orgId: string, period: string, shard: number) => ({
    pk: orgPk(orgId),
    sk: `SUMMARY#ORG#${period}#${String(shard).padStart(2, '0')}`,
  }),
  /** Advance Pay summary of one employee for one period ('2026-11'). */
  employeeMonthSummary: (orgId: string, icNumber: string, period: string) => ({
    pk: orgPk(orgId),
    sk: `SUMMARY#EMP#${icNumber}#${period}`,
  }),
  employeeMonthSummarySkPrefix: (icNumber: string) => `SUMMARY#EMP#${icNumber}#`,
  /**
   * An Advance Pay transaction of an employee, by ULID: an employee's transactions are one
   * sk prefix, newest last (their latest = a descending Query on the prefix).
   */
  advanceTransaction: (orgId: string, icNumber: string, txId: string) => ({
    pk: orgPk(orgId),
    sk: `ADV#${icNumber}#${txId}`,
  }),
  advanceTransactionSkPrefix: (icNumber: string) => `ADV#${icNumber}#`,
  /** Every Advance Pay transaction of the organisation (not the `ADVGUARD#` items). */
  advanceTransactionsSkPrefix: 'ADV#',
  /** A withdrawal policy of the organisation: the GENERAL one has the id `GENERAL`, ADVANCED ones a ULID. */
  withdrawalPolicy: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `POLICY#${id}` }),
  withdrawalPolicySkPrefix: 'POLICY#',
  /**
   * The version of an organisation's advanced policy salary ranges: every advanced create and
   * update moves it on, conditionally on the version read, so two racing writes cannot both
   * pass the overlap check.
   */
  withdrawalPolicyRanges: (orgId: string) => ({ pk: orgPk(orgId), sk: 'META#POLICY_RANGES' }),
  /**
   * A copy of every live withdrawal policy of the organisation in one item, changed in the same
   * transaction as the policies themselves: what a withdrawal request reads by key, beside the
   * employee's other items, instead of a Query of its own.
   */
  withdrawalPolicyCopies: (orgId: string) => ({ pk: orgPk(orgId), sk: 'META#POLICIES' }),
  /** The organisation's management settings (the notifications e-mail). */
  managementSettings: (orgId: string) => ({ pk: orgPk(orgId), sk: 'SETTINGS#MANAGEMENT' }),
  /** An employee's monthly Advance Pay statement for one period ('2026-11'). */
  monthlyStatement: (orgId: string, icNumber: string, period: string) => ({
    pk: orgPk(orgId),
    sk: `STATEMENT#${icNumber}#${period}`,
  }),
  monthlyStatementSkPrefix: (icNumber: string) => `STATEMENT#${icNumber}#`,
  /** An e-wallet of the platform (docs/rules.md#offices-job-levels-and-e-wallets), by id. */
  wallet: (walletId: string) => ({ pk: WALLETS_PK, sk: `WALLET#${walletId}` }),
  walletSkPrefix: 'WALLET#',
  /** Platform settings (e.g. the welcome image). */
  /** A holiday of the business calendar, one per date ('yyyy-MM-dd'): a year is `begins_with HOLIDAY#<yyyy>`. */
  holiday: (date: string) => ({ pk: CALENDAR_PK, sk: `HOLIDAY#${date}` }),
  /** The marker of a year whose gazetted holidays are stored (sorts just before the year's holidays). */
  holidayYear: (year: number) => ({ pk: CALENDAR_PK, sk: `HOLIDAY#${year}` }),
  /** One change of the calendar on a date (`at` a ULID): a year's changes are `begins_with HISTORY#<yyyy>-`. */
  holidayHistory: (date: string, at: string) => ({ pk: CALENDAR_PK, sk: `HISTORY#${date}#${at}` }),
  platformSetting: (name: string) => ({ pk: 'PLATFORM#SETTINGS', sk: name }),
  /** A dated record of a terms acceptance. */
  termsAcceptance: (orgId: string, userId: string, at: number) => ({ pk: orgPk(orgId), sk: `TERMS#${userId}#${at}` }),
  /**
   * Uniqueness claims: one item partition each, written with attribute_not_exists.
   * An e-mail claim holds its owner: `userId` (a login) and / or `orgId` + `employeeICNumber`
   * (an employee record); approving an employee adds the `userId` to its employee's claim.
   * The e-mail is the sign-in identity, so its claim is platform-wide.
   */
  uniqueEmail: (email: string) => ({ pk: `UNIQUE#EMAIL#${email.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  /**
   * The claim of a mobile number within ONE organisation (it holds `orgId` + `employeeICNumber`, and
   * `userId` when known): unique per employer, so no organisation can probe or squat the numbers of
   * another's employees.
   */
  uniqueMobile: (orgId: string, mobile: string) => ({ pk: orgPk(orgId), sk: `UNIQUE#MOBILE#${mobile.trim()}` }),
  /** The platform-wide mobile claim of earlier versions (the records migration removes it). */
  legacyUniqueMobile: (mobile: string) => ({ pk: `UNIQUE#MOBILE#${mobile.trim()}`, sk: 'UNIQUE' }),
  uniqueDomain: (domain: string) => ({ pk: `UNIQUE#DOMAIN#${domain.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  /**
   * A failed earned wage: one per organisation, employee and period (a re-run of the accrual
   * lands on the same item); an organisation's failures are one sk prefix.
   */
  failedEarnedWage: (orgId: string, icNumber: string, periodKey: string) => ({
    pk: FAILED_WAGES_PK,
    sk: `FAILED#${orgId}#${icNumber}#${periodKey}`,
  }),
  failedEarnedWageSkPrefix: (orgId?: string) => (orgId ? `FAILED#${orgId}#` : 'FAILED#'),
  /** An end-of-day bank-transfer batch, by ULID (newest last). */
  bankBatch: (batchId: string) => ({ pk: BANK_BATCHES_PK, sk: `BATCH#${batchId}` }),
  /** The scheduled end of day of a Malaysia day (`yyyy-MM-dd`) finished (docs/operations.md#endofdaynotfinished). */
  endOfDayRun: (day: string) => ({ pk: END_OF_DAY_RUNS_PK, sk: `DAY#${day}` }),
  /** An employee benefit (eBenefits), by id. */
  employeeBenefit: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `EMPBEN#${id}` }),
  employeeBenefitSkPrefix: 'EMPBEN#',
  /** One e-wallet election of an employee: the employee's elections are one sk prefix. */
  electedWallet: (orgId: string, icNumber: string, id: string) => ({
    pk: orgPk(orgId),
    sk: `ELECTION#${icNumber}#${id}`,
  }),
  electedWalletSkPrefix: (icNumber?: string) => (icNumber ? `ELECTION#${icNumber}#` : 'ELECTION#'),
  /**
   * The running total of an employee's elected percentages: every election write updates it in the
   * same transaction with a condition that keeps it at most 100 (docs/data-model.md#uniqueness-claims).
   */
  /** When a manager last reminded an employee to complete their e-wallet election (one a day at most). */
  electionReminder: (orgId: string, icNumber: string) => ({ pk: orgPk(orgId), sk: `ELECTIONREMINDER#${icNumber}` }),
  electionReminderSkPrefix: 'ELECTIONREMINDER#',
  electionTotal: (orgId: string, icNumber: string) => ({ pk: orgPk(orgId), sk: `ELECTIONTOTAL#${icNumber}` }),
  /** A benefit pay run, by ULID (docs/data-model.md#benefit-pay-runs). */
  payRun: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `PAYRUN#${id}` }),
  payRunSkPrefix: 'PAYRUN#',
  /**
   * One employee of a pay run as one computation of the run found them: a recomputation (an edit)
   * writes a new computation and points the run at it, so the run never shows half of each.
   */
  payRunEmployee: (orgId: string, runId: string, computationId: string, icNumber: string) => ({
    pk: orgPk(orgId),
    sk: `PAYRUNEMP#${runId}#${computationId}#${icNumber}`,
  }),
  payRunEmployeeSkPrefix: (runId: string, computationId: string) => `PAYRUNEMP#${runId}#${computationId}#`,

  // Suppliers (Finance)
  /** A supplier of the organisation, by id (ULID). Deleted ones keep their item with `deleted: true`. */
  supplier: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `SUPPLIER#${id}` }),
  supplierSkPrefix: 'SUPPLIER#',

  // Disbursements and settlements (Finance, docs/data-model.md#disbursements-and-settlements)
  /** A disbursement of the organisation against its credit line, by id (ULID). */
  disbursement: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `DISB#${id}` }),
  disbursementSkPrefix: 'DISB#',
  /**
   * An open disbursement's payee copy still to anonymise once it closes (docs/rules.md#privacy): one per
   * disbursement and anonymised employee, deleted when done.
   */
  pendingPayee: (orgId: string, disbursementId: string, anonymousId: string) => ({
    pk: orgPk(orgId),
    sk: `PAYEEANON#${disbursementId}#${anonymousId}`,
  }),
  pendingPayeeSkPrefix: 'PAYEEANON#',
  /** A settlement (repayment) of a completed disbursement, by id (ULID). */
  repayment: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `REPAY#${id}` }),
  repaymentSkPrefix: 'REPAY#',
  /** A settlement transaction (a payment towards a settlement): a settlement's transactions are one sk prefix. */
  repaymentTransaction: (orgId: string, repaymentId: string, id: string) => ({
    pk: orgPk(orgId),
    sk: `REPAYTX#${repaymentId}#${id}`,
  }),
  repaymentTransactionSkPrefix: (repaymentId: string) => `REPAYTX#${repaymentId}#`,
  /**
   * A row of the organisation's transaction history (settlements paid, disbursements made, sales),
   * by payment date then id: one month is one `begins_with` on `TXNHIST#<YYYY-MM>`.
   */
  transactionHistory: (orgId: string, paymentDate: string, id: string) => ({
    pk: orgPk(orgId),
    sk: `TXNHIST#${paymentDate}#${id}`,
  }),
  transactionHistorySkPrefix: (month?: string) => (month ? `TXNHIST#${month}` : 'TXNHIST#'),
  /**
   * One change of a record's state (who, when, from, to, why): a record's changes are one sk
   * prefix, oldest first (`at` is a ULID).
   */
  recordHistory: (orgId: string, kind: RecordHistoryKind, recordId: string, at: string) => ({
    pk: orgPk(orgId),
    sk: `HISTORY#${kind}#${recordId}#${at}`,
  }),
  recordHistorySkPrefix: (kind: RecordHistoryKind, recordId: string) => `HISTORY#${kind}#${recordId}#`,
  /**
   * One audit entry (docs/rules.md#audit-trail), by ULID: an organisation's entries (or the platform's,
   * `orgId` null) are one sk prefix in time order, so a period is a `BETWEEN` of two ULIDs.
   */
  auditEntry: (orgId: string | null, id: string) => ({
    pk: orgId ? orgPk(orgId) : PLATFORM_AUDIT_PK,
    sk: `AUDIT#${id}`,
  }),
  auditSkPrefix: 'AUDIT#',

  // Sales and settlement files (docs/data-model.md#uploaded-documents-and-sales)
  /**
   * An uploaded sales or settlements file: a partition of its own (`PLATFORM#UPDOC#<id>`) holding
   * the document (`DOC`) and one log per row (`LOG#<rowNo, 6 digits>`), so a 50,000-row file's
   * writes never share a partition with another file's.
   */
  uploadedDocument: (id: string) => ({ pk: `PLATFORM#UPDOC#${id}`, sk: 'DOC' }),
  uploadLog: (documentId: string, rowNo: number) => ({
    pk: `PLATFORM#UPDOC#${documentId}`,
    sk: `LOG#${String(rowNo).padStart(6, '0')}`,
  }),
  uploadLogSkPrefix: 'LOG#',
  /** A sale of the organisation; its id is derived from its reference, so a reference is one sale. */
  sale: (orgId: string, id: string) => ({ pk: orgPk(orgId), sk: `SALE#${id}` }),
  saleSkPrefix: 'SALE#',
  /**
   * A franchisor's royalties of one month (YYYY-MM), added to as its franchisees' sales land:
   * `salesSen`, `royaltySen`, `sales` (count) and the set `franchiseeIds`.
   */
  royaltyMonth: (franchisorId: string, month: string) => ({ pk: orgPk(franchisorId), sk: `ROYALTY#${month}` }),
  /**
   * The claim of a partner's reference of a settlement file's row in the organisation: a
   * reference pays once, whichever file carries it (`{ documentId, rowNo, repaymentTransactionId }`).
   */
  settlementReference: (orgId: string, reference: string) => ({
    pk: orgPk(orgId),
    sk: `PARTNERREF#SETTLEMENT#${reference}`,
  }),
  /**
   * An anonymised employee's records (docs/rules.md#privacy): the prefixes of the records that
   * move to the pseudonym (`moved`: withdrawals, statements, month summaries, the employee's
   * history) and of those that are deleted (`removed`: the e-wallet elections; the election
   * total, reminder and withdrawal guard are single keys, deleted by their own keys); `rekeyed` is a moved record's key under the pseudonym
   * (the IC number's segment of the key replaced, the record's own id kept).
   */
  anonymisation: (icNumber: string) => ({
    moved: [`ADV#${icNumber}#`, `STATEMENT#${icNumber}#`, `SUMMARY#EMP#${icNumber}#`, `HISTORY#EMPLOYEE#${icNumber}#`],
    removed: [`ELECTION#${icNumber}#`],
    failedWagesPrefix: (orgId: string) => `FAILED#${orgId}#${icNumber}#`,
  }),
  rekeyed: (key: { pk: string; sk: string }, icNumber: string, anonymousId: string) => ({
    pk: key.pk,
    sk: key.sk.split(`#${icNumber}`).join(`#${anonymousId}`),
  }),
  /** Who proved a mobile number theirs, platform-wide (lambdas/data/identity/verified-mobiles.ts). */
  verifiedMobile: (mobile: string) => ({ pk: `MOBILE#${mobile.trim()}`, sk: 'VERIFIED' }),
  /** A number's verification SMS of a Malaysian day, or one user's withheld ones (lambdas/data/identity/sms-daily-counts.ts). */
  smsDailyCount: (mobile: string, day: string, userId?: string) => ({
    pk: `MOBILE#${mobile.trim()}`,
    sk: `SMSCOUNT#${day}${userId ? `#USER#${userId}` : ''}`,
  }),
  /**
   * A forgotten password's code (lambdas/data/identity/password-reset-codes.ts): one per login, in
   * the login's own partition (an organisation's, or the administrators').
   */
  passwordResetCode: (orgId: string | null, userId: string) => ({
    pk: orgId ? orgPk(orgId) : ADMINS_PK,
    sk: `PWRESET#${userId}`,
  }),
  /**
   * The codes asked for with one organisation code and e-mail (as typed, normalised) on a Malaysian
   * day, whether or not they name an account, so the limit's 429 says nothing about which exist.
   */
  passwordResetCount: (domain: string, email: string, day: string) => ({
    pk: `PWRESET#${domain}#${email}`,
    sk: `COUNT#${day}`,
  }),
  /** A sign-in with the mobile number under way, by its random id (lambdas/data/identity/mobile-sign-ins.ts). */
  mobileSignIn: (id: string) => ({ pk: `SIGNIN#${id}`, sk: 'MOBILE' }),
  /** The day's sign-in codes asked for with one organisation code and number, as typed. */
  mobileSignInCount: (domain: string, mobile: string, day: string) => ({
    pk: `SIGNIN#${domain}#${mobile}`,
    sk: `COUNT#${day}`,
  }),
};

/**
 * The records whose changes are kept (keys.recordHistory). An organisation's own history
 * (`ORGANISATION`, its id as the record id) sits in its own partition, beside its other items.
 */
export type RecordHistoryKind = 'DISBURSEMENT' | 'REPAYMENT' | 'ORGANISATION' | 'EMPLOYEE';

/**
 * Partition of the sandbox payment gateway (lambdas/services/finance/payment-gateway-sandbox.ts): its
 * account (the balance) and the payouts it made, by reference. Stands in locally for the real
 * gateway's own books.
 */
export const GATEWAY_PK = 'PLATFORM#GATEWAY';
export const gatewayKeys = {
  /** The sandbox gateway's account: `balanceSen`. */
  account: (gateway: string) => ({ pk: GATEWAY_PK, sk: `ACCOUNT#${gateway}` }),
  /** One payout, by its reference (`<disbursementId>-<payeeId>`): the reference pays at most once. */
  payout: (reference: string) => ({ pk: GATEWAY_PK, sk: `PAYOUT#${reference}` }),
  payoutSkPrefix: 'PAYOUT#',
};

/**
 * A fixed-window request counter (lambdas/data/identity/rate-limits.ts): `subject` is `ORG#<orgId>` or
 * `USER#<userId>`, `windowStart` the window's first Unix second, `shard` which of its counters.
 */
export const rateLimitKey = (subject: string, windowStart: number, shard: number) => ({
  pk: `RATE#${subject}#${windowStart}${shard ? `#${shard}` : ''}`,
  sk: 'COUNT',
});

/**
 * An organisation's employee counters by status (lambdas/data/employees/employee-counts.ts): a few shards
 * (`COUNT#EMPLOYEES#<n>`) in the organisation's partition, so concurrent employee writes spread
 * over items; a reader sums them with one Query of the prefix.
 */
export const employeeCountKeys = {
  shard: (orgId: string, shard: number) => ({ pk: orgPk(orgId), sk: `COUNT#EMPLOYEES#${shard}` }),
  skPrefix: 'COUNT#EMPLOYEES#',
};

/** A bulk approval job of an organisation's employees (lambdas/data/employees/approval-jobs.ts), by its id (a ULID). */
export const approvalJobKey = (orgId: string, jobId: string) => ({ pk: orgPk(orgId), sk: `APPROVAL_JOB#${jobId}` });

// The indexes' keys live beside these (index-keys.ts) and are part of the same one place.
export * from './index-keys';
