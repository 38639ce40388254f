import { z } from 'zod';
import { RecordCodeSchema, requiredText } from '../organisations/approval';
import { MALAYSIAN_STATES } from './countries';

/** Malaysia only. */
export const OFFICE_COUNTRIES = ['Malaysia'] as const;

/**
 * An office of an organisation (`id` is what the screens call officeId). Dates are
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
  createdBy: z.string().optional(),
  modifiedBy: z.string().optional(),
});
export type Office = z.infer<typeof OfficeSchema>;

/**
 * The fields a person edits on an office (name, country, address, city and
 * state required; contact number optional). The same schema validates the web form and the server.
 */
export const OfficeFieldsSchema = z.object({
  name: requiredText(100),
  /** Unique within the organisation (upper case); made from the id when left empty. */
  officeCode: RecordCodeSchema.optional(),
  address: requiredText(200),
  city: requiredText(100),
  state: z
    .string()
    .trim()
    .min(1, 'Required!')
    .pipe(z.enum(MALAYSIAN_STATES, { error: 'Choose one of the Malaysian states' })),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'A postcode has 5 digits')
    .optional(),
  country: z.enum(OFFICE_COUNTRIES, { error: 'Required!' }),
  contactNo: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 -]{6,20})?$/, 'Not a valid contact number')
    .optional(),
});
export type OfficeFields = z.infer<typeof OfficeFieldsSchema>;

/** The toasts of the office screens. */
export const OFFICE_MESSAGES = {
  createFailed: 'Failed to create Office!',
  updateFailed: 'Failed to update Office!',
  deleteFailed: 'Failed to delete Office!',
  getFailed: 'Failed to get Office!',
  listFailed: 'Failed to get Offices!',
} as const;

/** The refusal of deleting an office employees still work at. */
export const officeInUseMessage = (count: number) =>
  `This office cannot be deleted: ${count} employee${count === 1 ? ' works' : 's work'} at it. Move ${count === 1 ? 'that employee' : 'them'} to another office first.`;
