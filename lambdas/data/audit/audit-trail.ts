import { encodeTime, monotonicFactory } from 'ulid';
import {
  AuditEntrySchema,
  type AuditActor,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
  type AuditSubject,
} from '../../../shared/domain/audit/audit-entry';
import { klDate } from '../../../shared/domain/time/time';
import { AUDIT_ENTITY, currentActor } from '../../core/audit-actor';
import { maskLogValue } from '../../core/log-masking';
import { currentCorrelationId } from '../../core/powertools';
import { queryFilledPage } from '../table/filled-pages';
import { gsi1AuditDay, gsi2AuditPerson, keys } from '../table/keys';
import { stripItem, withEntity } from '../table/org-items';
import type { Page, PageRequest } from '../table/paged-lists';
import { table, type Item, type Key, type TransactItem } from '../table/table';

/**
 * The audit trail (docs/rules.md#audit-trail, docs/data-model.md#audit-trail): one entry per change, put
 * in the same transaction as the change ({@link auditItem}), found by organisation and period, across
 * organisations by day (GSI1), filtered by kind and person.
 */
const VERSION = 1;
/** Entries made in the same millisecond by one process still sort in the order they were made. */
const ulid = monotonicFactory();

/** What a change to audit is: the entry less what the trail fills in (id, time, actor, request). */
export interface AuditInput {
  orgId: string | null;
  kind: AuditKind;
  action: string;
  subject: AuditSubject;
  changes?: AuditChange[];
  why?: string;
  /** Default: whom the work running now acts for (lambdas/core/audit-actor.ts). */
  actor?: AuditActor;
}

/** The subjects that are people: their entries are also indexed by person (GSI2), for the anonymisation. */
const PERSON_SUBJECTS: readonly string[] = ['employee', 'user'];

/** The person index of an entry about a person of an organisation (none otherwise). */
export const personIndexOf = (e: Pick<AuditEntry, 'id' | 'orgId' | 'subject'>) =>
  e.orgId && PERSON_SUBJECTS.includes(e.subject.type)
    ? { gsi2pk: gsi2AuditPerson(e.orgId, e.subject.id), gsi2sk: e.id }
    : {};

/** The lower-case text a person search looks in: who acted and what was changed. */
export const searchText = (e: Pick<AuditEntry, 'actor' | 'subject'>) =>
  [e.actor.name, e.actor.email, e.actor.userId, e.subject.name, e.subject.id]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase('en');

/**
 * The Put of one audit entry, to go in the transaction of the change it records: the change is never
 * stored without its entry, nor an entry without its change. The table counts the entries a
 * committed transaction wrote (the handler chain's check, shared/registry/define.ts `audit`).
 */
export function auditItem(input: AuditInput): TransactItem {
  const now = Date.now();
  const id = ulid(now);
  const entry = AuditEntrySchema.parse({
    id,
    at: Math.floor(now / 1000),
    orgId: input.orgId,
    kind: input.kind,
    action: input.action,
    subject: input.subject,
    actor: input.actor ?? currentActor(),
    changes: input.changes ?? [],
    ...(input.why ? { why: input.why } : {}),
    ...(currentCorrelationId() ? { correlationId: currentCorrelationId() } : {}),
  });
  return {
    Put: {
      Item: {
        ...withEntity(keys.auditEntry(input.orgId, id), AUDIT_ENTITY, VERSION, entry),
        gsi1pk: gsi1AuditDay(klDate(new Date(now))),
        gsi1sk: id,
        ...personIndexOf(entry),
        search: searchText(entry),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A field's value as the trail shows it: text, personal values masked to their last 4 characters. */
export function auditValue(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  if (/e-?mail/i.test(field)) {
    const at = text.indexOf('@');
    return at > 0 ? `${text[0]}***${text.slice(at)}` : '***';
  }
  return String(maskLogValue(field, text));
}

/**
 * The fields that differ between two states of a record, before → after, masked where personal.
 * `fields` names what to compare, with an optional way to show a value (sen as RM, a flag as on/off).
 */
export function auditChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  fields: Record<string, true | ((value: unknown) => string | undefined)>,
): AuditChange[] {
  const out: AuditChange[] = [];
  for (const [field, show] of Object.entries(fields)) {
    const shown = (value: unknown) =>
      value === undefined || value === null ? undefined : show === true ? value : show(value);
    const was = auditValue(field, shown(before?.[field]));
    const now = auditValue(field, shown(after?.[field]));
    if (was !== now)
      out.push({ field, ...(was !== undefined ? { before: was } : {}), ...(now !== undefined ? { after: now } : {}) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/** What a search asks: whose entries (an organisation, the platform's own: null, or all: undefined), when, which. */
export interface AuditSearch {
  orgId?: string | null;
  /** Malaysia days, 'yyyy-MM-dd', both included. */
  from: string;
  to: string;
  kind?: AuditKind;
  /** Part of a name, e-mail or id of who acted or of what was changed. */
  person?: string;
}

/** Where a page across organisations stopped: the day, and the key within it (none: the day's start). */
export interface AuditCursor {
  day: string;
  key?: Key;
}
export const isAuditCursor = (value: unknown): value is AuditCursor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuditCursor).day === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test((value as AuditCursor).day);

/** Days of GSI1 one page across organisations walks at most: a long quiet period comes back in short pages. */
const MAX_DAYS_PER_PAGE = 62;
const DAY_MS = 86_400_000;
const klMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const dayBefore = (day: string) => klDate(new Date(klMidnight(day) - DAY_MS / 2));

/** The ULID bounds of a period of Malaysia days: every id made in it sorts between them. */
export function auditIdBounds(from: string, to: string): { low: string; high: string } {
  return {
    low: `${encodeTime(klMidnight(from), 10)}0000000000000000`,
    high: `${encodeTime(klMidnight(to) + DAY_MS - 1, 10)}ZZZZZZZZZZZZZZZZ`,
  };
}

function auditFilter(search: AuditSearch) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (search.kind) {
    parts.push('#kind = :kind');
    names['#kind'] = 'kind';
    values[':kind'] = search.kind;
  }
  const person = search.person?.trim().toLocaleLowerCase('en');
  if (person) {
    parts.push('contains(#search, :person)');
    names['#search'] = 'search';
    values[':person'] = person;
  }
  return parts.length ? { expression: parts.join(' AND '), names, values } : undefined;
}

export const toEntry = (item: Item): AuditEntry => {
  const { gsi1pk: _p, gsi1sk: _s, gsi2pk: _p2, gsi2sk: _s2, search: _t, ...rest } = stripItem(item);
  return AuditEntrySchema.parse(rest);
};

/** One page of an organisation's (or the platform's) entries of the period, newest first. */
async function orgPage(search: AuditSearch & { orgId: string | null }, page: PageRequest): Promise<Page<AuditEntry>> {
  const { low, high } = auditIdBounds(search.from, search.to);
  const filter = auditFilter(search);
  const read = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: {
        ':pk': keys.auditEntry(search.orgId, '').pk,
        ':low': `${keys.auditSkPrefix}${low}`,
        ':high': `${keys.auditSkPrefix}${high}`,
        ...filter?.values,
      },
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk'],
    start: page.start,
    limit: page.limit,
  });
  return { items: read.items.map(toEntry), next: read.next };
}

/** One page of every organisation's and the platform's entries of the period, newest first: the days of GSI1. */
async function allPage(search: AuditSearch, page: PageRequest<AuditCursor>): Promise<Page<AuditEntry, AuditCursor>> {
  const filter = auditFilter(search);
  const items: AuditEntry[] = [];
  let day = page.start?.day ?? search.to;
  let key = page.start?.key;
  for (let walked = 0; day >= search.from; walked++) {
    if (walked === MAX_DAYS_PER_PAGE) return { items, next: { day } };
    const read = await queryFilledPage({
      query: {
        IndexName: 'GSI1',
        KeyConditionExpression: 'gsi1pk = :day',
        ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
        ExpressionAttributeValues: { ':day': gsi1AuditDay(day), ...filter?.values },
        ScanIndexForward: false,
      },
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      start: key,
      limit: page.limit - items.length,
    });
    items.push(...read.items.map(toEntry));
    if (read.next) return { items, next: { day, key: read.next } };
    day = dayBefore(day);
    key = undefined;
    if (items.length === page.limit) return { items, next: day >= search.from ? { day } : undefined };
  }
  return { items };
}

/** One page of the entries a search finds, newest first. */
export function searchAuditPage(
  search: AuditSearch,
  page: PageRequest<Key | AuditCursor>,
): Promise<Page<AuditEntry, Key | AuditCursor>> {
  if (search.orgId === undefined) return allPage(search, page as PageRequest<AuditCursor>);
  return orgPage({ ...search, orgId: search.orgId }, page as PageRequest);
}

// ---------------------------------------------------------------------------------------------
// Anonymisation (docs/rules.md#privacy)
// ---------------------------------------------------------------------------------------------

/** The entries about one person of an organisation, whole and consistent (found by GSI2, then read by key). */
export async function personAuditItems(orgId: string, personId: string): Promise<Item[]> {
  const found = await table.queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi2AuditPerson(orgId, personId) },
  });
  return table.batchGet(
    found.map((i) => ({ pk: i.pk, sk: i.sk })),
    { consistentRead: true },
  );
}

/**
 * The Put of an entry rewritten without the person (the anonymisation: the only change an entry
 * ever has), its search text and person index made again, only while it is still as read.
 */
export function rewrittenAuditItem(before: Item, entry: AuditEntry): TransactItem {
  return {
    Put: {
      Item: {
        ...withEntity(
          { pk: String(before.pk), sk: String(before.sk) },
          AUDIT_ENTITY,
          VERSION,
          AuditEntrySchema.parse(entry),
        ),
        gsi1pk: before.gsi1pk,
        gsi1sk: before.gsi1sk,
        ...personIndexOf(entry),
        search: searchText(entry),
      },
      ConditionExpression: '#search = :seen',
      ExpressionAttributeNames: { '#search': 'search' },
      ExpressionAttributeValues: { ':seen': before.search },
    },
  };
}
