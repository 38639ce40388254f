import { z } from 'zod';
import { ApprovalAuditFields } from './approval';

/**
 * A team of an organisation (eBenefits), keyed by its code. Status as the
 * other approved records (Draft, Pending Approval, Approved). Dates are Unix seconds.
 */
export const TeamSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  code: z.string(),
  teamName: z.string(),
  teamDescription: z.string().optional(),
  ...ApprovalAuditFields,
});
export type Team = z.infer<typeof TeamSchema>;
