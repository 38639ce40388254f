import { z } from 'zod';

/** One change of a record's state, as its page shows it: who, when, from, to, why. */
export const RecordHistoryEntrySchema = z.object({
  /** Unix seconds. */
  at: z.number(),
  /** The person's name (or e-mail) as the caller's token gave it. */
  by: z.string(),
  /** What was done ('created', 'approved', 'transaction voided'...). */
  action: z.string(),
  from: z.string().optional(),
  to: z.string().optional(),
  /** The reason given, or what changed (amounts, dates). */
  why: z.string().optional(),
});
export type RecordHistoryEntry = z.infer<typeof RecordHistoryEntrySchema>;
