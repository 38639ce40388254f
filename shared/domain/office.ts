import { z } from 'zod';

/**
 * An office of an organisation (spec part 2 §3; `id` is the spec's officeId). Dates are
 * Unix seconds. Name, country, address, city and state are required on its form.
 */
export const OfficeSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  officeCode: z.string().optional(),
  name: z.string(),
  address: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
  country: z.string().optional(),
  contactNo: z.string().optional(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
});
export type Office = z.infer<typeof OfficeSchema>;
