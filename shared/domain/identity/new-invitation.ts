import { z } from 'zod';
import { IcNumberSchema } from '../employees/employee';

/**
 * A new invitation (docs/rules.md#a-new-invitation): a Manager helps an employee who lost access
 * (forgotten password, no e-mail to reset it from) by sending a new temporary password.
 */

/** How the temporary password goes: SMS to the verified mobile number, e-mail to the login's address. */
export const INVITATION_CHANNELS = ['sms', 'email'] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];

/** At most this many new invitations per employee per day (Malaysia time). */
export const NEW_INVITATION_DAILY_LIMIT = 3;

export const NewInvitationInputSchema = z.object({
  employeeICNumber: IcNumberSchema,
  /** Where to send it; every channel the employee has when left out. */
  channels: z.array(z.enum(INVITATION_CHANNELS)).min(1, 'Choose SMS, e-mail or both').optional(),
});

export const NewInvitationSchema = z.object({
  /** The mobile number texted, as the notice shows it ('ending 1234'). */
  sms: z.string().optional(),
  /** The address e-mailed. */
  email: z.string().optional(),
  /** When (Unix seconds): sessions signed in before then are over. */
  at: z.number().int(),
});
export type NewInvitation = z.infer<typeof NewInvitationSchema>;
