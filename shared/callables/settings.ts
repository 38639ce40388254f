import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { MANAGEMENT_ROLES, ROLES } from '../registry/roles';
import { EmptyInput, PageInput, pageOf } from './common';
import { WelcomeImageSchema } from '../domain/files/welcome-image';

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
