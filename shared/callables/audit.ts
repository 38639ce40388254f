import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { AuditKindSchema } from '../domain/audit/audit-entry';
import { AuditRowSchema, PLATFORM_AUDIT_SCOPE, auditPeriodIssue } from '../domain/audit/audit-search';
import { calendarDateSchema } from '../domain/time/calendar-date';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { PageInput, pageOf } from './common';
import { ListSearchInput } from './list-search';

/** The search: whose entries, the period (both days given, the first not after the last), kind and person. */
const AuditSearchInput = z
  .object({
    /**
     * Whose entries: an organisation's id, `platform` for the platform's own, or none for every organisation's and
     * the platform's (administrators only; a Manager's search is always their own organisation's).
     */
    orgId: z.union([z.literal(PLATFORM_AUDIT_SCOPE), OrgIdSchema]).optional(),
    from: calendarDateSchema('Choose the first day'),
    to: calendarDateSchema('Choose the last day'),
    kind: AuditKindSchema.optional(),
    /** The person: part of the name, e-mail or id of who made the change or of what was changed. */
    search: ListSearchInput,
    ...PageInput,
  })
  .strict()
  .superRefine((input, ctx) => {
    const issue = auditPeriodIssue(input.from, input.to);
    if (issue) ctx.addIssue({ code: 'custom', path: ['to'], message: issue });
  });

export const getAuditEntries = defineCallable({
  name: 'audit-getAuditEntries',
  summary:
    'The audit trail (docs/rules.md#audit-trail): one page of the changes of a period (Malaysia days, at most 366), newest ' +
    'first, by organisation (`platform`: the platform’s own; none: all, administrators only), kind and person (`search`: part of a ' +
    'name, e-mail or id of who acted or of what changed). A Manager sees their own organisation’s only.',
  input: AuditSearchInput,
  output: pageOf(AuditRowSchema),
  roles: [...ADMIN_ROLES, 'Manager'],
  access: { table: 'read' },
  terms: true,
  example: { from: '2026-11-01', to: '2026-11-30', kind: 'bankAccount', limit: 50 },
});
