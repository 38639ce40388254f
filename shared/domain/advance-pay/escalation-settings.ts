import { z } from 'zod';
import { calendarDateSchema } from '../time/calendar-date';
import {
  APPROVAL_HOURS_DEFAULT,
  APPROVAL_HOURS_MAX,
  APPROVAL_HOURS_MIN,
  type ApprovalDelegate,
} from './approval-deadline';

/**
 * An organisation's escalation settings (docs/rules.md#decision-deadline-and-escalation): the
 * approval time (working hours), the backup approver, and the delegates its Managers name for
 * themselves while on leave. Kept on the management settings item.
 */

/** A Manager's delegate while away, as stored (both by e-mail). */
export type StoredDelegate = ApprovalDelegate;

const emailField = z
  .string('* Required!')
  .trim()
  .min(1, '* Required!')
  .max(254)
  .pipe(z.email('* Value must be a valid email!'));

/** The input of `settings-updateEscalation`: the approval time and the backup approver (null: none). */
export const EscalationInputSchema = z
  .object({
    approvalHours: z
      .number({ error: 'Approval time must be a whole number of hours' })
      .int('Approval time must be a whole number of hours')
      .min(APPROVAL_HOURS_MIN, `Approval time must be at least ${APPROVAL_HOURS_MIN} hour`)
      .max(APPROVAL_HOURS_MAX, `Approval time must be at most ${APPROVAL_HOURS_MAX} hours`),
    backupApproverEmail: emailField.nullable(),
    /** `modifiedAt` as read (absent when never set): a change made since is refused (409). */
    modifiedAt: z.number().int().optional(),
  })
  .strict();
export type EscalationInput = z.infer<typeof EscalationInputSchema>;

/** The input of `settings-setOwnDelegate`: a delegate and the period of leave, or `delegateEmail: null` for none. */
export const OwnDelegateInputSchema = z
  .object({
    delegateEmail: emailField.nullable(),
    from: calendarDateSchema().nullable(),
    to: calendarDateSchema().nullable(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.delegateEmail === null) return;
    if (v.from === null) ctx.addIssue({ code: 'custom', path: ['from'], message: '* Required!' });
    if (v.to === null) ctx.addIssue({ code: 'custom', path: ['to'], message: '* Required!' });
    if (v.from !== null && v.to !== null && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day cannot be before the first' });
  });
export type OwnDelegateInput = z.infer<typeof OwnDelegateInputSchema>;

const DelegateSchema = z.object({ delegateEmail: z.string(), from: z.string(), to: z.string() });

export const EscalationOutputSchema = z.object({
  approvalHours: z.number().int(),
  backupApproverEmail: z.string().nullable(),
  /** The caller's own delegate (Managers), or null. */
  ownDelegate: DelegateSchema.nullable(),
  /** Every delegation named by the organisation's Managers, current or to come. */
  delegates: z.array(DelegateSchema.extend({ managerEmail: z.string() })),
  modifiedBy: z.string().optional(),
  modifiedAt: z.number().int().optional(),
});
export type EscalationOutput = z.infer<typeof EscalationOutputSchema>;

/** The settings as stored (absent: the defaults). */
export interface EscalationSettings {
  approvalHours?: number;
  backupApproverEmail?: string;
  delegates?: StoredDelegate[];
  /** Counts the changes of `delegates`: each change is conditional on the one read. */
  delegatesVersion?: number;
  escalationModifiedBy?: string;
  escalationModifiedAt?: number;
}

export const escalationOutput = (s: EscalationSettings, callerEmail: string, today: string): EscalationOutput => {
  const live = (s.delegates ?? []).filter((d) => d.to >= today);
  const own = live.find((d) => d.managerEmail === callerEmail);
  return {
    approvalHours: s.approvalHours ?? APPROVAL_HOURS_DEFAULT,
    backupApproverEmail: s.backupApproverEmail ?? null,
    ownDelegate: own ? { delegateEmail: own.delegateEmail, from: own.from, to: own.to } : null,
    delegates: live,
    ...(s.escalationModifiedBy ? { modifiedBy: s.escalationModifiedBy } : {}),
    ...(s.escalationModifiedAt ? { modifiedAt: s.escalationModifiedAt } : {}),
  };
};

/** Stored delegates read back from the item (anything malformed is left out). */
export function delegatesFromItem(value: unknown): StoredDelegate[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((item) => {
    const v = (item ?? {}) as Record<string, unknown>;
    return typeof v.managerEmail === 'string' &&
      typeof v.delegateEmail === 'string' &&
      typeof v.from === 'string' &&
      typeof v.to === 'string'
      ? [{ managerEmail: v.managerEmail, delegateEmail: v.delegateEmail, from: v.from, to: v.to }]
      : [];
  });
}
