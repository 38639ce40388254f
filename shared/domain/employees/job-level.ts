import { z } from 'zod';
import {
  APPROVED,
  ApprovalAuditFields,
  DRAFT,
  PENDING_APPROVAL,
  RecordCodeSchema,
  requiredText,
  type ApprovalStatus,
} from '../organisations/approval';

/** Job grades 2 to 14 (docs/rules.md#offices-job-levels-and-e-wallets). */
export const MIN_JOB_GRADE = 2;
export const MAX_JOB_GRADE = 14;
export const JobGradeSchema = z
  .number({ error: 'Required!' })
  .int(`Grade ${MIN_JOB_GRADE} to ${MAX_JOB_GRADE}`)
  .min(MIN_JOB_GRADE, `Grade ${MIN_JOB_GRADE} to ${MAX_JOB_GRADE}`)
  .max(MAX_JOB_GRADE, `Grade ${MIN_JOB_GRADE} to ${MAX_JOB_GRADE}`);

/** 2 → 'Grade 02', 14 → 'Grade 14'. */
export const gradeLabel = (grade: number): string => `Grade ${String(grade).padStart(2, '0')}`;

/** Every grade, lowest first, with its label (the grade choice of the forms). */
export const JOB_GRADES: readonly { grade: number; label: string }[] = Array.from(
  { length: MAX_JOB_GRADE - MIN_JOB_GRADE + 1 },
  (_, i) => ({
    grade: MIN_JOB_GRADE + i,
    label: gradeLabel(MIN_JOB_GRADE + i),
  }),
);

/**
 * A job level of an organisation: `jobLevel` is its short code, `jobGrade`
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

/**
 * A job level of the provider's catalogue (admin, /internal/jobLevels): the same fields without
 * an organisation or an approval. Managers may start a job level of their own from one.
 */
export const AdminJobLevelSchema = z.object({
  id: z.string(),
  jobLevel: z.string(),
  name: z.string(),
  jobGrade: JobGradeSchema,
  createdBy: z.string().optional(),
  createdAt: z.number().int(),
  modifiedBy: z.string().optional(),
  modifiedAt: z.number().int(),
});
export type AdminJobLevel = z.infer<typeof AdminJobLevelSchema>;

/**
 * The fields a person edits on a job level (jobLevel, name and jobGrade
 * required). Employees store the job level's name, so names are unique (case-insensitive)
 * within an organisation and within the catalogue.
 */
export const JobLevelFieldsSchema = z.object({
  jobLevel: RecordCodeSchema.pipe(z.string().min(1, 'Required!')),
  name: requiredText(64),
  jobGrade: JobGradeSchema,
});

/**
 * The job level form: the grade is chosen from a list of labels, so it travels as text and
 * becomes the number the callables take (the other rules are the callables' own).
 */
export const JobLevelFormSchema = JobLevelFieldsSchema.extend({
  jobGrade: z
    .string()
    .min(1, 'Required!')
    .transform((v) => Number(v))
    .pipe(JobGradeSchema),
});

/** The statuses a create or edit may give: Save (Draft) or Submit for Approval (Pending Approval); approval is its own call. */
export const JobLevelSaveStatusSchema = z.enum([DRAFT, PENDING_APPROVAL]);
export type JobLevelSaveStatus = z.infer<typeof JobLevelSaveStatusSchema>;

/** The approve action takes only the selection's non-approved job levels (docs/rules.md#approvals). */
export const approvableIds = (levels: readonly { id: string; status: ApprovalStatus }[]): string[] =>
  levels.filter((l) => l.status !== APPROVED).map((l) => l.id);

/** The toasts of the job level screens. */
export const JOB_LEVEL_MESSAGES = {
  listFailed: 'Failed to get Job Levels!',
  getFailed: 'Failed to get Job Level!',
  createFailed: 'Failed to create Job Level!',
  updateFailed: 'Failed to update Job Level!',
  deleteFailed: 'Failed to delete Job Level!',
  approveFailed: 'Failed to approve Job Levels!',
  approved: 'Job Levels successfully approved!',
  nothingToApprove: 'The selected Job Levels are already approved!',
  deleted: 'Job Level deleted.',
} as const;

/** The refusal of deleting (or renaming) a job level employees still hold. */
export const jobLevelInUseMessage = (name: string, count: number, action: 'deleted' | 'renamed') =>
  `The job level ${name} cannot be ${action}: ${count} employee${count === 1 ? ' holds' : 's hold'} it. Give ${count === 1 ? 'that employee' : 'them'} another job level first.`;
