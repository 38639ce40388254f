import { z } from 'zod';
import { asSen, moneyRm, rmToSen, senToRm, type Sen } from '../money/money';
import { formatRm } from '../money/money-format';

/**
 * An organisation's automatic approval rule (docs/rules.md#automatic-approval-rule): requests up to
 * an amount are approved the moment they are made, at most a number of them a month for each
 * employee, never during a bank account's cooling-off. Off by default; a Manager sets it. The
 * withdrawal policy's own `autoApproval` (the spec's) still approves every request under it.
 */

/** Who the request's history names as its approver. */
export const AUTO_RULE_BY = 'Auto-approval (organisation rule)';
/** The most a rule may approve at once (RM), and the most rule approvals a month it may allow. */
export const AUTO_RULE_MAX_RM = 5_000;
export const AUTO_RULE_MAX_PER_MONTH = 31;

/** As stored on the organisation's management settings (sen); absent: off. */
export interface AutoApprovalRule {
  maxAmountSen: Sen;
  maxPerMonth: number;
  modifiedBy: string;
  modifiedAt: number;
}

/** The rule's sentence, e.g. for the history entry and the policies page. */
export const autoRuleText = (rule: Pick<AutoApprovalRule, 'maxAmountSen' | 'maxPerMonth'>) =>
  `Requests up to ${formatRm(senToRm(rule.maxAmountSen))} are approved at once, at most ${rule.maxPerMonth} a month for each employee.`;

/**
 * Whether the rule approves a request now: an amount within it, fewer than its monthly number of
 * rule approvals for this employee this period, and no cooling-off of a new bank account.
 */
export function ruleApproves(
  rule: Pick<AutoApprovalRule, 'maxAmountSen' | 'maxPerMonth'> | undefined,
  request: { amountSen: Sen; approvedByRuleThisPeriod: number; inCoolingOff: boolean },
): boolean {
  return (
    rule !== undefined &&
    !request.inCoolingOff &&
    request.amountSen <= rule.maxAmountSen &&
    request.approvedByRuleThisPeriod < rule.maxPerMonth
  );
}

/** Whether a withdrawal's history shows the rule approved it. */
export const approvedByRule = (history: readonly { status: string; by?: string }[]): boolean =>
  history.some((h) => h.status === 'approved' && h.by === AUTO_RULE_BY);

/** The input of `settings-updateApprovalRule`: on with its amount (RM) and monthly number, or off. */
export const AutoApprovalRuleInputSchema = z
  .object({
    enabled: z.boolean(),
    maxAmount: moneyRm({ label: 'Amount', min: 100, max: AUTO_RULE_MAX_RM }).nullable(),
    maxPerMonth: z
      .number({ error: 'Requests a month must be a whole number' })
      .int('Requests a month must be a whole number')
      .min(1, 'Requests a month must be at least 1')
      .max(AUTO_RULE_MAX_PER_MONTH, `Requests a month must be at most ${AUTO_RULE_MAX_PER_MONTH}`)
      .nullable(),
    /** The rule's `modifiedAt` as read (absent when it was off): a change made since is refused. */
    modifiedAt: z.number().int().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.enabled) return;
    if (v.maxAmount === null) ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: '* Required!' });
    if (v.maxPerMonth === null) ctx.addIssue({ code: 'custom', path: ['maxPerMonth'], message: '* Required!' });
  });
export type AutoApprovalRuleInput = z.infer<typeof AutoApprovalRuleInputSchema>;

/** The stored values of an input that turns the rule on (RM → sen once, here); undefined: off. */
export const ruleValuesOf = (input: AutoApprovalRuleInput): { maxAmountSen: Sen; maxPerMonth: number } | undefined =>
  input.enabled && input.maxAmount !== null && input.maxPerMonth !== null
    ? { maxAmountSen: rmToSen(input.maxAmount), maxPerMonth: input.maxPerMonth }
    : undefined;

/** How the API shows the rule (RM). */
export const AutoApprovalRuleOutputSchema = z.object({
  enabled: z.boolean(),
  maxAmount: z.number().nullable(),
  maxPerMonth: z.number().int().nullable(),
  /** The rule's sentence, or null when off. */
  summary: z.string().nullable(),
  modifiedBy: z.string().optional(),
  modifiedAt: z.number().int().optional(),
});
export type AutoApprovalRuleOutput = z.infer<typeof AutoApprovalRuleOutputSchema>;

export const autoRuleOutput = (rule: AutoApprovalRule | undefined): AutoApprovalRuleOutput =>
  rule
    ? {
        enabled: true,
        maxAmount: senToRm(rule.maxAmountSen),
        maxPerMonth: rule.maxPerMonth,
        summary: autoRuleText(rule),
        modifiedBy: rule.modifiedBy,
        modifiedAt: rule.modifiedAt,
      }
    : { enabled: false, maxAmount: null, maxPerMonth: null, summary: null };

/** A stored rule read back from its item's map (anything malformed reads as off). */
export function autoRuleFromItem(value: unknown): AutoApprovalRule | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.maxAmountSen !== 'number' || typeof v.maxPerMonth !== 'number') return undefined;
  return {
    maxAmountSen: asSen(v.maxAmountSen),
    maxPerMonth: v.maxPerMonth,
    modifiedBy: typeof v.modifiedBy === 'string' ? v.modifiedBy : '',
    modifiedAt: typeof v.modifiedAt === 'number' ? v.modifiedAt : 0,
  };
}
