import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ORG_ROLES } from '../registry/roles';

export const acceptTermsAndConditions = defineCallable({
  name: 'employees-acceptTermsAndConditions',
  summary: 'Record that the caller accepts the current Terms and Conditions (and the pay-day deduction they authorise).',
  input: z.object({
    /** What the browser says it is, stored with the dated acceptance record. */
    device: z.string().max(500).optional(),
  }),
  output: z.object({ acceptedTerms: z.string(), acceptedAt: z.number().int() }),
  roles: ORG_ROLES,
  terms: false,
  example: { device: 'Mozilla/5.0' },
});
