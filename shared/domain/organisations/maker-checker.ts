import { z } from 'zod';

/**
 * Two people for money (docs/rules.md#maker-checker): whoever prepared a disbursement, a benefit
 * pay run or a withdrawal policy (created it, or changed it last) does not approve it. The
 * provider's administrators may switch the rule off for an organisation that has a single Manager,
 * with a reason kept in the organisation's history. Pure: the handlers, the site and the tests
 * share it.
 */

/** The refusal (409) of an approval by the person who prepared the record. */
export const MAKER_CHECKER_MESSAGE = 'Another Manager must approve what you prepared';

/** The organisation's setting: 'off' only when an administrator switched the rule off; absent = on. */
export const MakerCheckerSettingSchema = z.enum(['on', 'off']);
export type MakerCheckerSetting = z.infer<typeof MakerCheckerSettingSchema>;

/** Whether the rule holds for the organisation (on unless an administrator switched it off). */
export const makerCheckerOn = (org: { makerChecker?: MakerCheckerSetting } | undefined): boolean =>
  org?.makerChecker !== 'off';

/**
 * Who prepared a record, kept on it: `preparedById` the stable user id (the Cognito `sub`, never
 * a display name, which anyone can share or change) and `preparedBy` the name shown. Set by
 * creating the record and by every change of what it says; a status move that changes nothing
 * of it (submitting for approval, the approval itself) leaves them as they are. Optional: records
 * written before the rule do not name one.
 */
export const PreparerFields = {
  preparedById: z.string().optional(),
  preparedBy: z.string().optional(),
};

/** The preparer fields of a change by this user. */
export const preparedByUser = (user: { userId: string; name: string }) => ({
  preparedById: user.userId,
  preparedBy: user.name,
});

/**
 * Whether `approverId` may approve a record prepared by `preparedById`: always when the rule is
 * off, else only someone other than the preparer. A record that names no preparer (written before
 * the rule) cannot be told apart and is left to the role checks alone.
 */
export function mayApprove(args: { ruleOn: boolean; preparedById: string | undefined; approverId: string }): boolean {
  if (!args.ruleOn || args.preparedById === undefined) return true;
  return args.preparedById !== args.approverId;
}

/** The records of a selection that this approver may not approve (all or nothing: any refuses the whole). */
export function preparedByApprover<T extends { preparedById?: string }>(
  records: readonly T[],
  approverId: string,
  ruleOn: boolean,
): T[] {
  return records.filter((r) => !mayApprove({ ruleOn, preparedById: r.preparedById, approverId }));
}

/** The largest reason an administrator may give for switching the rule (kept in the history). */
export const MAKER_CHECKER_REASON_MAX = 500;

/**
 * An administrator's switch of the rule for one organisation: a reason is required to switch it
 * off (it is the record of why one person may now make and approve money), and may be given to
 * switch it on again.
 */
export const MakerCheckerSwitchSchema = z
  .object({
    orgId: z.string().trim().min(1, 'Required!').max(64),
    makerChecker: MakerCheckerSettingSchema,
    reason: z
      .string()
      .trim()
      .max(MAKER_CHECKER_REASON_MAX, `At most ${MAKER_CHECKER_REASON_MAX} characters`)
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.makerChecker === 'off' && !v.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give the reason for letting one person prepare and approve (e.g. the organisation has one Manager)',
      });
  });
export type MakerCheckerSwitch = z.infer<typeof MakerCheckerSwitchSchema>;

/** How the organisation's history names the rule's switches. */
export const MAKER_CHECKER_HISTORY_ACTION = {
  on: 'two people for money switched on',
  off: 'two people for money switched off',
} as const;
