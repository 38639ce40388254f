import { z } from 'zod';
import { OrganisationSchema } from './organisation';

/**
 * `orgs-getOrgInfo`'s views of an organisation, one per audience. Apart from ./organisation.ts so
 * that a Lambda that only reads organisations does not carry them in its bundle.
 */

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
