import { z } from 'zod';
import { DEFAULT_ADVANCE_PAY_MAX, DEFAULT_MONTHLY_FEE_PERCENTAGE, ORG_RULES } from './organisation';
import {
  REQUIRED_WHEN_ACTIVE,
  ADVANCE_PAY_FIELDS,
  DISBURSEMENT_FIELDS,
  OrganisationFieldsSchema,
} from './organisation-fields';
import type { Organisation } from './organisation';

/**
 * The organisation form of the site: its fields as text, and the text turned into the callable's fields
 * (OrganisationFieldsSchema, in organisation.ts) with each problem on the field that holds it.
 */
/** The form's fields, each as the text it holds (the disbursements block flattened). */
export const ORG_FORM_FIELDS = [
  'name',
  'status',
  ...REQUIRED_WHEN_ACTIVE,
  'eBenefits',
  'advancePay',
  ...ADVANCE_PAY_FIELDS,
  'instantPayout',
  'instantPayoutFeePercentage',
  'disbursementsEnable',
  ...DISBURSEMENT_FIELDS,
  'franchiseType',
  'royaltyRate',
  'franchisorId',
  'paymentGatewayMerchantId',
  /** The chosen e-wallet ids, comma-separated. */
  'wallets',
] as const;
export type OrganisationFormValues = Record<(typeof ORG_FORM_FIELDS)[number], string>;

const NUMBER_FIELDS = new Set<string>([
  'payDay',
  'cutoffDate',
  'advancePayMax',
  'serviceFeePercentage',
  'instantPayoutFeePercentage',
  'royaltyRate',
  ...DISBURSEMENT_FIELDS,
]);
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** The wallet ids a form field holds (comma-separated). */
export const walletIdsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The form's text as the API's fields ('' stays "not set"; a number that is not one stays text so the schema names it). */
export function formToFields(v: OrganisationFormValues): Record<string, unknown> {
  const num = (k: string) => {
    const s = (v as Partial<Record<string, string>>)[k]?.trim() ?? '';
    return s === '' ? undefined : NUMBER_TEXT.test(s) ? Number(s) : s;
  };
  // A block that is switched off is hidden on the form: what it still holds is not checked.
  const hidden = new Set<string>([
    ...(v.advancePay === 'yes' ? [] : [...ADVANCE_PAY_FIELDS, 'instantPayout']),
    ...(v.advancePay === 'yes' && v.instantPayout === 'yes' ? [] : ['instantPayoutFeePercentage']),
    ...(v.franchiseType === 'franchisor' ? [] : ['royaltyRate']),
    ...(v.franchiseType === 'franchisee' ? [] : ['franchisorId']),
  ]);
  const out: Record<string, unknown> = {};
  for (const k of ORG_FORM_FIELDS) {
    if (
      hidden.has(k) ||
      k === 'wallets' ||
      k === 'disbursementsEnable' ||
      (DISBURSEMENT_FIELDS as readonly string[]).includes(k)
    )
      continue;
    out[k] = NUMBER_FIELDS.has(k) ? num(k) : v[k];
  }
  out.wallets = walletIdsOf(v.wallets);
  out.disbursements =
    v.disbursementsEnable === 'yes'
      ? {
          enable: 'yes',
          initialCreditLimit: num('initialCreditLimit'),
          platformFeePercentage: num('platformFeePercentage'),
          monthlyFeePercentage: num('monthlyFeePercentage'),
        }
      : { enable: v.disbursementsEnable };
  return out;
}

/** A field path of the API shape as the form's field name (`disbursements.enable` → `disbursementsEnable`). */
const formFieldOf = (path: PropertyKey[]): string =>
  path[0] === 'disbursements'
    ? path[1] === 'enable' || path.length < 2
      ? 'disbursementsEnable'
      : String(path[1])
    : path.length
      ? String(path[0])
      : '';

/**
 * The organisation form: its text turned into the API's fields and checked by
 * {@link OrganisationFieldsSchema} itself (every message on the form field it concerns).
 */
export const OrganisationFormSchema = z
  .object(
    Object.fromEntries(ORG_FORM_FIELDS.map((k) => [k, z.string()])) as Record<
      (typeof ORG_FORM_FIELDS)[number],
      z.ZodString
    >,
  )
  .transform((values, ctx) => {
    const result = OrganisationFieldsSchema.safeParse(formToFields(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path);
      const typed = (values as Record<string, string | undefined>)[field]?.trim();
      const message = issue.code !== 'invalid_type' ? issue.message : typed ? ORG_RULES.notANumber : ORG_RULES.required;
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });

/** The form's starting text: the defaults of a new organisation, else the organisation as read. */
export function organisationFormValues(o?: Organisation): OrganisationFormValues {
  const s = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  return {
    name: s(o?.name),
    status: o?.status ?? 'Onboarding',
    domain: s(o?.domain),
    signupDate: s(o?.signupDate),
    registration: s(o?.registration),
    industry: s(o?.industry),
    companySize: s(o?.companySize),
    bankDetails: s(o?.bankDetails),
    telephone: s(o?.telephone),
    website: s(o?.website),
    mainContact: s(o?.mainContact),
    mainContactNumber: s(o?.mainContactNumber),
    address: s(o?.address),
    city: s(o?.city),
    state: s(o?.state),
    postcode: s(o?.postcode),
    country: o ? s(o.country) : 'Malaysia',
    wallets: (o?.wallets ?? []).join(','),
    eBenefits: o?.eBenefits ?? 'no',
    advancePay: o?.advancePay ?? 'no',
    payDay: s(o?.payDay),
    cutoffDate: s(o?.cutoffDate),
    advancePayMax: s(o?.advancePayMax ?? DEFAULT_ADVANCE_PAY_MAX),
    serviceFeePercentage: s(o?.serviceFeePercentage),
    serviceFeePaidBy: s(o?.serviceFeePaidBy),
    instantPayout: o?.instantPayout ?? 'no',
    instantPayoutFeePercentage: s(o?.instantPayoutFeePercentage),
    disbursementsEnable: o?.disbursements.enable ?? 'no',
    initialCreditLimit: s(o?.disbursements.initialCreditLimit),
    platformFeePercentage: s(o?.disbursements.platformFeePercentage),
    monthlyFeePercentage: s(o?.disbursements.monthlyFeePercentage ?? DEFAULT_MONTHLY_FEE_PERCENTAGE),
    franchiseType: o?.franchiseType ?? 'non_franchise',
    royaltyRate: s(o?.royaltyRate),
    franchisorId: s(o?.franchisorId),
    paymentGatewayMerchantId: s(o?.paymentGatewayMerchantId),
  };
}
