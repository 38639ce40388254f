import { z } from 'zod';
import { MakerCheckerSettingSchema } from './maker-checker';

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
