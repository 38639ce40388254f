import { z } from 'zod';
import { MALAYSIAN_STATES } from '../employees/countries';
import { IsoDateSchema } from '../employees/employee';
import { moneyRm, rateInput } from '../money/money';
import {
  AttachmentSchema,
  CompanySizeSchema,
  COUNTRIES,
  FranchiseTypeSchema,
  ORG_RULES,
  OrgCodeSchema,
  OrgIdSchema,
  OrganisationStatusSchema,
  ServiceFeePaidBySchema,
  YesNoSchema,
} from './organisation';

/**
 * The fields an administrator sets on an organisation (create, edit) and their rules
 * (docs/rules.md#organisations). Apart from ./organisation.ts (the organisation as read), so that a
 * Lambda that only reads organisations does not carry the form's rules in its bundle.
 */
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();
const day = () =>
  z
    .number({ error: ORG_RULES.required })
    .int(ORG_RULES.wholeNumber)
    .min(1, ORG_RULES.min1)
    .max(31, ORG_RULES.max31)
    .optional();
const percentage = (label: string) =>
  rateInput({
    label,
    min: 1,
    max: 100,
    messages: { required: ORG_RULES.required, min: ORG_RULES.min1, max: ORG_RULES.max100 },
  }).optional();
const rm = (label: string, min: number, minMessage: string) =>
  moneyRm({ label, min, max: 1_000_000_000, messages: { required: ORG_RULES.required, min: minMessage } });

/** Disbursement settings as an administrator sets them; amounts in RM. */
export const DisbursementFieldsSchema = z.object({
  enable: YesNoSchema,
  /** The credit the organisation is granted (RM). */
  initialCreditLimit: rm('Initial credit limit', 0, ORG_RULES.notNegative).optional(),
  platformFeePercentage: percentage('Platform fee'),
  monthlyFeePercentage: percentage('Monthly fee'),
});

/** The fields that must be filled in once an organisation is Active (docs/rules.md#organisations). */
export const REQUIRED_WHEN_ACTIVE = [
  'domain',
  'signupDate',
  'registration',
  'industry',
  'companySize',
  'bankDetails',
  'telephone',
  'website',
  'mainContact',
  'mainContactNumber',
  'address',
  'city',
  'state',
  'postcode',
  'country',
] as const;

/** The Advance Pay block, required when `advancePay` is yes. */
export const ADVANCE_PAY_FIELDS = [
  'payDay',
  'cutoffDate',
  'advancePayMax',
  'serviceFeePercentage',
  'serviceFeePaidBy',
] as const;
/** The disbursements block, required when `disbursements.enable` is yes. */
export const DISBURSEMENT_FIELDS = ['initialCreditLimit', 'platformFeePercentage', 'monthlyFeePercentage'] as const;

/** Empty text means "not set" (a form sends every field). */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The fields an administrator sets on an organisation (create, edit), amounts in RM, before the
 * conditional rules of {@link OrganisationFieldsSchema}.
 */
export const OrganisationFieldsObject = z.object({
  name: z
    .string({ error: ORG_RULES.required })
    .trim()
    .min(1, ORG_RULES.required)
    .min(4, ORG_RULES.nameMin)
    .max(100, 'At most 100 characters')
    .regex(/^[A-Za-z0-9 ]+$/, ORG_RULES.nameChars),
  status: OrganisationStatusSchema,
  domain: z.union([z.literal(''), OrgCodeSchema]).optional(),
  signupDate: z.union([z.literal(''), IsoDateSchema]).optional(),
  registration: text(100),
  industry: text(100),
  companySize: z.enum(['', ...CompanySizeSchema.options], { error: 'Choose a company size' }).optional(),
  bankDetails: text(200),
  telephone: text(50),
  website: text(200),
  mainContact: text(100),
  mainContactNumber: text(50),
  address: text(300),
  city: text(100),
  state: z.enum(['', ...MALAYSIAN_STATES], { error: 'Choose one of the 14 states' }).optional(),
  postcode: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'A postcode has 5 digits'),
    ])
    .optional(),
  country: z.enum(['', ...COUNTRIES], { error: 'Malaysia only' }).optional(),
  /** Ids of the e-wallets offered to the organisation's employees. */
  wallets: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  eBenefits: YesNoSchema,
  advancePay: YesNoSchema,
  payDay: day(),
  cutoffDate: day(),
  advancePayMax: rm('Advance Pay maximum', 1, ORG_RULES.min1).optional(),
  serviceFeePercentage: percentage('Service fee'),
  serviceFeePaidBy: z
    .enum(['', ...ServiceFeePaidBySchema.options], { error: 'Choose who pays the service fee' })
    .optional(),
  /** Instant DuitNow payout offered beside the end-of-day batch (docs/rules.md#instant-payout); absent = no. */
  instantPayout: YesNoSchema.optional(),
  instantPayoutFeePercentage: percentage('Instant payout fee'),
  disbursements: DisbursementFieldsSchema,
  franchiseType: FranchiseTypeSchema,
  royaltyRate: percentage('Royalty rate'),
  /** The franchisor of a franchisee: an Active organisation of type franchisor (checked by the server). */
  franchisorId: z.union([z.literal(''), OrgIdSchema]).optional(),
  paymentGatewayMerchantId: text(100),
  attachments: z.array(AttachmentSchema).max(20, 'At most 20 attachments').optional(),
});
type FieldsInput = z.output<typeof OrganisationFieldsObject>;

/** The conditional rules of an organisation (docs/rules.md#organisations), each issue on the field to fix. */
function organisationRules(o: Partial<FieldsInput>, ctx: z.RefinementCtx) {
  const required = (path: (string | number)[]) => ctx.addIssue({ code: 'custom', path, message: ORG_RULES.required });
  const record = o as Partial<Record<string, unknown>>;
  if (o.status === 'Active') for (const f of REQUIRED_WHEN_ACTIVE) if (blank(record[f])) required([f]);
  if (o.advancePay === 'yes') for (const f of ADVANCE_PAY_FIELDS) if (blank(record[f])) required([f]);
  if (o.advancePay === 'yes' && o.instantPayout === 'yes' && blank(o.instantPayoutFeePercentage))
    required(['instantPayoutFeePercentage']);
  const disb: Partial<Record<string, unknown>> = record.disbursements ?? {};
  if (disb.enable === 'yes') for (const f of DISBURSEMENT_FIELDS) if (blank(disb[f])) required(['disbursements', f]);
  if (o.franchiseType === 'franchisor' && blank(o.royaltyRate)) required(['royaltyRate']);
  if (o.franchiseType === 'franchisee' && blank(o.franchisorId)) required(['franchisorId']);
  // At least one e-wallet must be offered (the e-wallets the organisation's employees may elect).
  if (!Array.isArray(o.wallets) || o.wallets.length === 0) required(['wallets']);
}

/**
 * What is kept of the fields: '' becomes "not set", and a block switched off (Advance Pay,
 * disbursements, royalty rate, franchisor) carries none of its values.
 */
function cleanFields<T extends FieldsInput>(o: T) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (!blank(v)) out[k] = v;
  const d = o.disbursements;
  const advanceOn = o.advancePay === 'yes';
  return {
    ...(out as { [K in Exclude<keyof T, 'disbursements'>]: Exclude<T[K], ''> }),
    ...(advanceOn
      ? {}
      : {
          payDay: undefined,
          cutoffDate: undefined,
          advancePayMax: undefined,
          serviceFeePercentage: undefined,
          serviceFeePaidBy: undefined,
        }),
    instantPayout: advanceOn ? o.instantPayout : undefined,
    instantPayoutFeePercentage: advanceOn && o.instantPayout === 'yes' ? o.instantPayoutFeePercentage : undefined,
    royaltyRate: o.franchiseType === 'franchisor' ? o.royaltyRate : undefined,
    franchisorId: o.franchiseType === 'franchisee' ? o.franchisorId || undefined : undefined,
    disbursements:
      d.enable === 'yes'
        ? {
            enable: 'yes' as const,
            initialCreditLimit: d.initialCreditLimit,
            platformFeePercentage: d.platformFeePercentage,
            monthlyFeePercentage: d.monthlyFeePercentage,
          }
        : { enable: 'no' as const },
  };
}

/**
 * THE organisation rules (docs/rules.md#organisations) on top of `schema` (the fields, or the fields and what
 * a callable adds): the conditional ones (required when Active; the Advance Pay, disbursements
 * and franchise blocks), checked also when other fields are wrong so every message shows at once.
 */
export const withOrganisationRules = <S extends z.ZodType<FieldsInput>>(schema: S) =>
  schema
    .superRefine(organisationRules, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
    .transform((o) => cleanFields(o as z.output<S> & FieldsInput));

/** The fields of a new organisation (attachments come once it exists), with {@link withOrganisationRules}. */
export const OrganisationFieldsSchema = withOrganisationRules(OrganisationFieldsObject.omit({ attachments: true }));
export type OrganisationFields = z.output<typeof OrganisationFieldsSchema>;
