import { z } from 'zod';

export const YesNoSchema = z.enum(['yes', 'no']);
export const OrganisationStatusSchema = z.enum(['Onboarding', 'Active', 'Suspended']);
export const FranchiseTypeSchema = z.enum(['non_franchise', 'franchisee', 'franchisor']);
export const CompanySizeSchema = z.enum(['micro', 'small', 'medium', 'large']);
export const ServiceFeePaidBySchema = z.enum(['employer', 'employee']);

/** An organisation id (also the tenant id of its users). */
export const OrgIdSchema = z.string().trim().min(1, 'Required!').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Not a valid organisation id');

export const AttachmentSchema = z.object({ url: z.string(), fileName: z.string() });

/** Disbursement settings of an organisation; amounts in RM. */
export const DisbursementSettingsSchema = z.object({
  enable: YesNoSchema,
  /** The credit the organisation was granted (RM). */
  initialCreditLimit: z.number().nonnegative().optional(),
  /** The credit still available (RM): lowered by approved disbursements, raised by settlements. */
  creditLimit: z.number().optional(),
  platformFeePercentage: z.number().optional(),
  monthlyFeePercentage: z.number().optional(),
});

/**
 * An organisation (employer) as the API returns it (spec part 2 §3), amounts in RM.
 * The create / update rules of its form live with the organisations area.
 */
export const OrganisationSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  status: OrganisationStatusSchema,
  /** The organisation code typed at login, unique across the platform (case-insensitive). */
  domain: z.string().optional(),
  industry: z.string().optional(),
  companySize: CompanySizeSchema.optional(),
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
  eBenefits: YesNoSchema,
  advancePay: YesNoSchema,
  payDay: z.number().int().optional(),
  cutoffDate: z.number().int().optional(),
  advancePayMax: z.number().optional(),
  serviceFeePercentage: z.number().optional(),
  serviceFeePaidBy: ServiceFeePaidBySchema.optional(),
  disbursements: DisbursementSettingsSchema,
  franchiseType: FranchiseTypeSchema,
  royaltyRate: z.number().optional(),
  franchisorId: z.string().optional(),
  franchisorName: z.string().optional(),
  paymentGatewayMerchantId: z.string().optional(),
  attachments: z.array(AttachmentSchema).optional(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;
