import { z } from 'zod';

/**
 * One thing the employee-records migration found but would not change: a record whose IC-number
 * key is taken by another (collision), a uniqueness claim held by someone else (never
 * stolen), or an item it cannot read.
 */
export const MigrationConflictSchema = z.object({
  orgId: z.string(),
  employeeICNumber: z.string(),
  kind: z.enum(['collision', 'emailClaim', 'mobileClaim', 'unreadable']),
  message: z.string(),
});
export type MigrationConflict = z.infer<typeof MigrationConflictSchema>;

/** Counters of one call of the migration (or of a whole run, summed). */
export const MigrationCountsSchema = z.object({
  /** Organisations whose records were gone through to the end. */
  organisationsScanned: z.number().int(),
  employeesChecked: z.number().int(),
  /** Employee items moved to the key of their normalised IC number. */
  moved: z.number().int(),
  /** Items rewritten for the pending-approval index (added while pending, removed otherwise) or a non-normalised IC attribute. */
  rewritten: z.number().int(),
  /** E-mail / mobile claims that were missing and are now the employee's. */
  claimsCreated: z.number().int(),
  /** Claims of the employee completed with its organisation, normalised IC number or login, or moved into its organisation (mobile numbers). */
  claimsUpdated: z.number().int(),
  /** Login records whose employee IC number was normalised. */
  usersUpdated: z.number().int(),
  /** Advance Pay requests stored pending before the pending queue existed, now in it (the escalation job sees them). */
  pendingQueued: z.number().int(),
});
export type MigrationCounts = z.infer<typeof MigrationCountsSchema>;

/** The answer of one call: its counters, conflicts, and where the next call carries on. */
export const MigrationReportSchema = MigrationCountsSchema.extend({
  conflicts: z.array(MigrationConflictSchema),
  organisationsTotal: z.number().int(),
  /** Absent when every organisation has been gone through. */
  nextCursor: z.string().optional(),
});
export type MigrationReport = z.infer<typeof MigrationReportSchema>;

export const emptyMigrationReport = (): MigrationReport => ({
  organisationsScanned: 0,
  employeesChecked: 0,
  moved: 0,
  rewritten: 0,
  claimsCreated: 0,
  claimsUpdated: 0,
  usersUpdated: 0,
  pendingQueued: 0,
  conflicts: [],
  organisationsTotal: 0,
});

const COUNTERS = [
  'organisationsScanned',
  'employeesChecked',
  'moved',
  'rewritten',
  'claimsCreated',
  'claimsUpdated',
  'usersUpdated',
  'pendingQueued',
] as const;

/** The report of a run so far plus the next call's (the page sums the calls of one run). */
export function addMigrationReports(total: MigrationReport, page: MigrationReport): MigrationReport {
  const out: MigrationReport = {
    ...total,
    conflicts: [...total.conflicts, ...page.conflicts],
    organisationsTotal: page.organisationsTotal,
    nextCursor: page.nextCursor,
  };
  for (const k of COUNTERS) out[k] = total[k] + page[k];
  return out;
}

/** How many records a run changed (0 on a second run over fixed data). */
export const migrationChanges = (r: MigrationCounts): number =>
  r.moved + r.rewritten + r.claimsCreated + r.claimsUpdated + r.usersUpdated + r.pendingQueued;

/** Share of the organisations gone through, 0-100. */
export const migrationProgress = (
  r: Pick<MigrationReport, 'organisationsScanned' | 'organisationsTotal' | 'nextCursor'>,
): number =>
  !r.nextCursor
    ? 100
    : r.organisationsTotal === 0
      ? 0
      : Math.min(99, Math.floor((100 * r.organisationsScanned) / r.organisationsTotal));

/** The toast when the migration fails. */
export const MIGRATION_FAILED_MESSAGE = 'Failed to migrate employees records! ';
