import { z } from 'zod';
import { ApprovalAuditFields } from './approval';

/** Job grades 2 to 14 (spec part 2 §9). */
export const MIN_JOB_GRADE = 2;
export const MAX_JOB_GRADE = 14;
export const JobGradeSchema = z.number().int().min(MIN_JOB_GRADE, `Grade ${MIN_JOB_GRADE} to ${MAX_JOB_GRADE}`).max(MAX_JOB_GRADE, `Grade ${MIN_JOB_GRADE} to ${MAX_JOB_GRADE}`);

/** 2 → 'Grade 02', 14 → 'Grade 14'. */
export const gradeLabel = (grade: number): string => `Grade ${String(grade).padStart(2, '0')}`;

/**
 * A job level of an organisation (spec part 2 §3): `jobLevel` is its short code, `jobGrade`
 * its grade. Approved versus others (Draft, Pending Approval). Dates are Unix seconds.
 */
export const JobLevelSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  jobLevel: z.string(),
  name: z.string(),
  jobGrade: JobGradeSchema,
  ...ApprovalAuditFields,
});
export type JobLevel = z.infer<typeof JobLevelSchema>;
