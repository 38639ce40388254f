import { z } from 'zod';
import { rmToSen, SenSchema, senToRm } from '../money/money';
import { DisbursementSettingsSchema, OrganisationSchema, type Organisation } from './organisation';

type DisbursementSettings = Organisation['disbursements'];

/**
 * An organisation inside the server: amounts in sen (docs/rules.md#money-time-and-periods), RM only
 * for callers ({@link orgToRm}) and from their forms ({@link disbursementSettingsToSen}).
 */

/** Disbursement settings as the server keeps them: the credit limits in sen under their stored names. */
export const DisbursementSettingsRecordSchema = DisbursementSettingsSchema.omit({
  initialCreditLimit: true,
  creditLimit: true,
}).extend({
  initialCreditLimitSen: SenSchema.optional(),
  /** The credit still available: lowered by approved disbursements, raised by settlements. */
  creditLimitSen: SenSchema.optional(),
});
export type DisbursementSettingsRecord = z.infer<typeof DisbursementSettingsRecordSchema>;

/**
 * An organisation inside the server (services, the table): `advancePayMaxSen` and the disbursement
 * settings' `initialCreditLimitSen` and `creditLimitSen` in sen, as stored. Handlers give callers
 * {@link orgToRm} of it.
 */
export const OrganisationRecordSchema = OrganisationSchema.omit({ advancePayMax: true, disbursements: true }).extend({
  advancePayMaxSen: SenSchema.optional(),
  disbursements: DisbursementSettingsRecordSchema,
});
export type OrganisationRecord = z.infer<typeof OrganisationRecordSchema>;

/** Disbursement settings as callers see them (RM). */
export function disbursementSettingsToRm(d: DisbursementSettingsRecord): DisbursementSettings {
  const { initialCreditLimitSen, creditLimitSen, ...rest } = d;
  return {
    ...rest,
    ...(initialCreditLimitSen !== undefined ? { initialCreditLimit: senToRm(initialCreditLimitSen) } : {}),
    ...(creditLimitSen !== undefined ? { creditLimit: senToRm(creditLimitSen) } : {}),
  };
}

/** Disbursement settings of a form or a seed (RM) as the record keeps them. */
export function disbursementSettingsToSen(d: DisbursementSettings): DisbursementSettingsRecord {
  const { initialCreditLimit, creditLimit, ...rest } = d;
  return {
    ...rest,
    ...(initialCreditLimit !== undefined ? { initialCreditLimitSen: rmToSen(initialCreditLimit) } : {}),
    ...(creditLimit !== undefined ? { creditLimitSen: rmToSen(creditLimit) } : {}),
  };
}

/** An organisation as callers see it: the record's amounts in RM. */
export function orgToRm(org: OrganisationRecord): Organisation {
  const { advancePayMaxSen, disbursements, ...rest } = org;
  return {
    ...rest,
    ...(advancePayMaxSen !== undefined ? { advancePayMax: senToRm(advancePayMaxSen) } : {}),
    disbursements: disbursementSettingsToRm(disbursements),
  };
}

/** An organisation given in RM (a seed's, a test's) as the record keeps it. */
export function orgToSen(org: Organisation): OrganisationRecord {
  const { advancePayMax, disbursements, ...rest } = org;
  return {
    ...rest,
    ...(advancePayMax !== undefined ? { advancePayMaxSen: rmToSen(advancePayMax) } : {}),
    disbursements: disbursementSettingsToSen(disbursements),
  };
}
