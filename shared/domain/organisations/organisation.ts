import { z } from 'zod';
import { MALAYSIAN_STATES } from '../employees/countries';
import { IsoDateSchema } from '../employees/employee';
import { MakerCheckerSettingSchema } from './maker-checker';
import { moneyRm, rateInput } from '../money/money';

export const YesNoSchema = z.enum(['yes', 'no'], { error: '*Required' });
export const ORGANISATION_STATUSES = ['Onboarding', 'Active', 'Suspended'] as const;
export const OrganisationStatusSchema = z.enum(ORGANISATION_STATUSES, { error: '*Required' });
export type OrganisationStatus = z.infer<typeof OrganisationStatusSchema>;
export const FranchiseTypeSchema = z.enum(['non_franchise', 'franchisee', 'franchisor'], { error: '*Required' });
export type FranchiseType = z.infer<typeof FranchiseTypeSchema>;
export const CompanySizeSchema = z.enum(['micro', 'small', 'medium', 'large'], { error: '*Required' });
export const ServiceFeePaidBySchema = z.enum(['employer', 'employee'], { error: '*Required' });

/** Company sizes by head count. */
export const COMPANY_SIZES: Record<z.infer<typeof CompanySizeSchema>, string> = {
  micro: 'Micro (1-9)',
  small: 'Small (10-49)',
  medium: 'Medium (50-249)',
  large: 'Large (250+)',
};

export const COUNTRIES = ['Malaysia'] as const;

export const FRANCHISE_TYPES: Record<FranchiseType, string> = {
  non_franchise: 'Non-franchise',
  franchisee: 'Franchisee',
  franchisor: 'Franchisor',
};

/** Defaults of a new organisation's Advance Pay and disbursements blocks. */
export const DEFAULT_ADVANCE_PAY_MAX = 2000;
export const DEFAULT_MONTHLY_FEE_PERCENTAGE = 1.5;

/** Messages of the organisation form. */
export const ORG_RULES = {
  required: '*Required',
  nameMin: '*Minimum 4 Character!',
  nameChars: '*Only letters and numbers',
  min1: '*Value must be greater than 1!',
  max100: 'Value should be less than or equal to 100%',
  max31: 'Value should be less than or equal to 31',
  notNegative: 'Value cannot be negative',
  wholeNumber: 'Enter a whole number',
  notANumber: 'Enter a number',
  domain: 'Only letters, numbers and dashes (2 to 50, starting with a letter or number)',
} as const;

/** An organisation id (also the tenant id of its users). */
export const OrgIdSchema = z
  .string()
  .trim()
  .min(1, 'Required!')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid organisation id');

/** An uploaded file of the organisation: its storage key (uploads-getUploadUrl) and the name it was sent with. */
export const AttachmentSchema = z.object({
  key: z.string().trim().min(1).max(500),
  fileName: z.string().trim().min(1).max(200),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** The organisation code typed at login (`domain`), unique across the platform whatever its case. */
export const OrgCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,49}$/, ORG_RULES.domain);

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

/** Disbursement settings as the API returns them; amounts in RM. */
export const DisbursementSettingsSchema = z.object({
  enable: z.enum(['yes', 'no']),
  initialCreditLimit: z.number().optional(),
  /** The credit still available (RM): lowered by approved disbursements, raised by settlements. */
  creditLimit: z.number().optional(),
  platformFeePercentage: z.number().optional(),
  monthlyFeePercentage: z.number().optional(),
});

/**
 * An organisation (employer) as the API returns it, amounts in RM. Read
 * leniently (records written before a rule tightened still read); writes go through
 * {@link OrganisationFieldsSchema}.
 */
export const OrganisationSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  status: z.enum(ORGANISATION_STATUSES),
  /** The organisation code typed at login, unique across the platform (case-insensitive). */
  domain: z.string().optional(),
  industry: z.string().optional(),
  companySize: z.enum(['micro', 'small', 'medium', 'large']).optional(),
  signupDate: z.string().optional(),
  registration: z.string().optional(),
  bankDetails: z.string().optional(),
  telephone: z.string().optional(),
  website: z.string().optional(),
  mainContact: z.string().optional(),
  mainContactNumber: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
  country: z.string().optional(),
  wallets: z.array(z.string()).optional(),
  eBenefits: z.enum(['yes', 'no']),
  advancePay: z.enum(['yes', 'no']),
  payDay: z.number().int().optional(),
  cutoffDate: z.number().int().optional(),
  advancePayMax: z.number().optional(),
  serviceFeePercentage: z.number().optional(),
  serviceFeePaidBy: z.enum(['employer', 'employee']).optional(),
  instantPayout: z.enum(['yes', 'no']).optional(),
  instantPayoutFeePercentage: z.number().optional(),
  disbursements: DisbursementSettingsSchema,
  franchiseType: z.enum(['non_franchise', 'franchisee', 'franchisor']),
  royaltyRate: z.number().optional(),
  franchisorId: z.string().optional(),
  franchisorName: z.string().optional(),
  paymentGatewayMerchantId: z.string().optional(),
  attachments: z.array(AttachmentSchema).optional(),
  /**
   * Two people for money (docs/rules.md#maker-checker): 'off' only when an administrator
   * switched it off for this organisation (orgs-setMakerChecker, with a reason in its history);
   * absent = on. Not an organisation form field: an edit keeps it as stored.
   */
  makerChecker: MakerCheckerSettingSchema.optional(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
  createdBy: z.string().optional(),
  modifiedBy: z.string().optional(),
  /** Soft-deleted: hidden from lists, its users can no longer sign in. */
  deleted: z.boolean().optional(),
  deletedAt: z.number().int().optional(),
  deletedBy: z.string().optional(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/**
 * What an employee may see of the employer (issue 9 item 10): the name and the products, which
 * is all the shell and the employee pages read (the top bar's title, the menu's and pages'
 * Advance Pay / eBenefits switches). An allow-list, so a field added to the organisation later
 * stays out until someone decides an employee needs it: no bank details, registration, contacts,
 * credit terms, fees, merchant id, attachments or audit names. (The organisation has no logo of
 * its own yet; when it gets one it belongs here.)
 */
export const EmployeeOrgInfoSchema = z.object({
  view: z.literal('employee'),
  ...OrganisationSchema.pick({ id: true, name: true, status: true, eBenefits: true, advancePay: true }).shape,
});

/**
 * What the employer's Managers and Executives see of their own organisation: the employee view,
 * the franchise type (what management needs of it), the Advance Pay settings
 * that shape the requests they approve and the payroll deduction (the withdrawal policy pages read
 * the cut-off day) and the disbursement credit terms they agreed to (the top bar's Available
 * Credit), and whether two people must make and approve money (the approve buttons say so).
 * Left out: the company profile (registration, bank details, contacts, address), which only the provider's administrators keep and no management page shows; the wallets; the royalty
 * and franchisor settings; the provider's payment-gateway merchant id (the provider's own
 * configuration with its gateway, nothing an employer acts on); the attachments (storage keys of
 * the provider's documents); and the audit fields naming the provider's administrators.
 */
export const ManagementOrgInfoSchema = z.object({
  view: z.literal('management'),
  ...EmployeeOrgInfoSchema.omit({ view: true }).shape,
  ...OrganisationSchema.pick({
    franchiseType: true,
    payDay: true,
    cutoffDate: true,
    advancePayMax: true,
    serviceFeePercentage: true,
    serviceFeePaidBy: true,
    instantPayout: true,
    instantPayoutFeePercentage: true,
    disbursements: true,
    makerChecker: true,
  }).shape,
});

/** The provider's administrators see the whole record (the organisation pages edit it). */
export const AdminOrgInfoSchema = OrganisationSchema.extend({ view: z.literal('admin') });

/**
 * `orgs-getOrgInfo`'s answer: one shape per audience, told apart by `view`. The registry parses
 * every answer with this schema, which strips what the branch does not list.
 */
export const OrgInfoSchema = z.discriminatedUnion('view', [
  EmployeeOrgInfoSchema,
  ManagementOrgInfoSchema,
  AdminOrgInfoSchema,
]);
export type OrgInfo = z.infer<typeof OrgInfoSchema>;
export type OrgInfoView = OrgInfo['view'];

/** Which view of the organisation a role gets (an unknown role gets the narrowest). */
export const orgInfoViewOf = (role: string): OrgInfoView =>
  role === 'admin' || role === 'superadmin'
    ? 'admin'
    : role === 'Manager' || role === 'Executive'
      ? 'management'
      : 'employee';
