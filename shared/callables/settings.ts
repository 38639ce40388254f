import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { MANAGEMENT_ROLES, ROLES } from '../registry/roles';
import { EmptyInput, PageInput, pageOf } from './common';
import { WelcomeImageSchema } from '../domain/files/welcome-image';
import {
  EscalationInputSchema,
  EscalationOutputSchema,
  OwnDelegateInputSchema,
} from '../domain/advance-pay/escalation-settings';

/**
 * The organisation's management settings: who receives the e-mail of each new Advance Pay
 * request, chosen among the organisation's Managers and Executives.
 */

const ManagerSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(MANAGEMENT_ROLES),
});

export const getManagementList = defineCallable({
  name: 'settings-getManagementList',
  summary:
    "The organisation's active Managers and Executives (name, e-mail, role): the possible notification recipients." +
    ' In no particular order. Paged: `limit` items (default 100) and `nextCursor` to the next page.',
  input: z.object({ ...PageInput }).strict(),
  output: pageOf(ManagerSchema),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const getNotificationsEmail = defineCallable({
  name: 'settings-getNotificationsEmail',
  summary:
    'Who receives the e-mail of new Advance Pay requests, and who set it when (all absent when nobody is chosen).',
  input: EmptyInput,
  output: z.object({
    notificationsEmail: z.string().optional(),
    modifiedBy: z.string().optional(),
    modifiedAt: z.number().int().optional(),
  }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const updateNotificationsEmail = defineCallable({
  name: 'settings-updateNotificationsEmail',
  audit: ['setting'],
  summary:
    "Choose the recipient of new-request e-mails: one of the organisation's active Managers and Executives (400 otherwise).",
  input: z.object({
    notificationsEmail: z
      .string('* Required!')
      .trim()
      .min(1, '* Required!')
      .max(254)
      .pipe(z.email('* Value must be a valid email!')),
  }),
  output: z.object({ notificationsEmail: z.string(), modifiedBy: z.string(), modifiedAt: z.number().int() }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { notificationsEmail: 'nobody@example.test' },
});

export const getWelcomeImage = defineCallable({
  name: 'settings-getWelcomeImage',
  summary: 'The welcome image of the dashboards (404 when none is set).',
  input: EmptyInput,
  output: WelcomeImageSchema,
  roles: ROLES,
  access: { table: 'read' },
  terms: false,
  example: {},
});

export const getEscalation = defineCallable({
  name: 'settings-getEscalation',
  summary:
    'When a pending Advance Pay request is escalated (docs/rules.md#decision-deadline-and-escalation): the approval time in ' +
    'working hours (default 4), the backup approver (null: none), the caller’s own delegate and every current or coming delegation.',
  input: EmptyInput,
  output: EscalationOutputSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const updateEscalation = defineCallable({
  name: 'settings-updateEscalation',
  audit: ['setting'],
  summary:
    'Set the approval time (whole working hours, 1–45) and the backup approver (an active Manager or Executive of the ' +
    'organisation, or null). Managers only; `modifiedAt` as read refuses a stale change (409).',
  input: EscalationInputSchema,
  output: EscalationOutputSchema,
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { approvalHours: 4, backupApproverEmail: null },
});

export const setOwnDelegate = defineCallable({
  name: 'settings-setOwnDelegate',
  audit: ['setting'],
  summary:
    'A Manager names their own delegate while on leave: another active Manager or Executive, from one day to another ' +
    '(Malaysia, both included; the last day today or later), or `delegateEmail: null` for none. The delegate is told of ' +
    'escalated requests during that period.',
  input: OwnDelegateInputSchema,
  output: EscalationOutputSchema,
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { delegateEmail: null, from: null, to: null },
});
