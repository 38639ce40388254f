import type { AuditEntry } from '../audit/audit-entry';
/**
 * The retention of a former employee's personal data (docs/rules.md#privacy): once an employee has
 * been deleted, or their login suspended, for longer than the retention period, the
 * `personal-data-retention` job anonymises them. Pure: which employees are due, the pseudonym that
 * replaces the IC number, and what a record keeps.
 */

/**
 * Days a former employee's personal data is kept after their deletion or suspension (365: a year
 * for a return, a dispute or a question about a deduction; the money records themselves are kept
 * for the 7 years of accounting, without the person). `RETENTION_DAYS` sets it.
 */
export const DEFAULT_RETENTION_DAYS = 365;

/** The retention period from a setting: a positive whole number of days, else the default. */
export function retentionDays(setting: string | undefined): number {
  const days = Number(setting);
  return setting && Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

const DAY_SECONDS = 24 * 3600;

/**
 * Due for anonymisation at `now` (Unix seconds): deleted or suspended since `since` (Unix seconds)
 * for more than `days` whole days.
 */
export const isDueForAnonymisation = (since: number, now: number, days: number): boolean =>
  now - since > days * DAY_SECONDS;

/** What takes the place of a name in the records that are kept. */
export const ANONYMISED_NAME = 'Anonymised employee';

/** A pseudonym in the IC number's key form (`ANON` and 16 letters or digits): it keys the records kept. */
export const anonymousIdOf = (randomPart: string): string => `ANON${randomPart.toUpperCase().slice(-16)}`;
export const isAnonymousId = (ic: string) => /^ANON[A-Z0-9]{16}$/.test(ic);

/** The person's identifiers: every text a record may carry them in. */
export interface PersonIdentifiers {
  icNumber: string;
  anonymousId: string;
  /** Names, e-mail, mobile number, bank account (whatever the records held). */
  texts: readonly (string | undefined)[];
}

/**
 * Attributes of personal data that a kept record loses whole: contacts, bank details, the
 * screenshot of an e-wallet account, the address. (A money record keeps its amounts, dates,
 * statuses and reasons.)
 */
export const PERSONAL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'email',
  'mobileNumber',
  'mobileNumberVerified',
  'mobileNumberVerifiedAt',
  'banking',
  'bank',
  'bankCode',
  'accountNumber',
  'dateOfBirth',
  'address',
  'city',
  'country',
  'postalCode',
  'statusVerificationScreenshot',
  'electedWallets',
  'language',
  'pdfKey',
  'pdfVersion',
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A kept record without the person: personal attributes dropped, the IC number replaced by the
 * pseudonym wherever it is written, any name, e-mail, number or account of the person in a text
 * replaced by {@link ANONYMISED_NAME}; amounts, dates and everything else as they were.
 */
export function scrubPersonalData<T>(value: T, person: PersonIdentifiers): T {
  const texts = [...new Set(person.texts.map((t) => t?.trim()).filter((t): t is string => !!t && t.length >= 3))];
  // Longest first, so a full name is replaced before the first name inside it.
  texts.sort((a, b) => b.length - a.length);
  const pattern = texts.length ? new RegExp(texts.map(escape).join('|'), 'gi') : undefined;
  const scrub = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const withId = v.split(person.icNumber).join(person.anonymousId);
      return pattern ? withId.replace(pattern, ANONYMISED_NAME) : withId;
    }
    if (Array.isArray(v)) return v.map(scrub);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(v as Record<string, unknown>)) {
      if (!PERSONAL_ATTRIBUTES.has(name)) out[name] = scrub(inner);
    }
    return out;
  };
  return scrub(value) as T;
}

/**
 * The employee record as kept: the pseudonym for the IC number, the name replaced, every other
 * personal attribute gone, marked deleted and anonymised; job, team, category, office, salary and
 * dates kept (what the organisation's reports count).
 */
export function anonymisedEmployee(
  employee: Record<string, unknown>,
  person: PersonIdentifiers,
  at: number,
): Record<string, unknown> {
  const {
    userId: _u,
    anonymisingAs: _a,
    firstName: _f,
    lastName: _l,
    name: _n,
    gsi3pk: _g,
    gsi3sk: _s,
    ...rest
  } = employee;
  return {
    ...scrubPersonalData(rest, person),
    employeeICNumber: person.anonymousId,
    firstName: ANONYMISED_NAME,
    lastName: '',
    name: ANONYMISED_NAME,
    deleted: true,
    deletedAt: typeof employee.deletedAt === 'number' ? employee.deletedAt : at,
    anonymisedAt: at,
    modifiedAt: at,
  };
}

/** What takes the place of a personal value an audit entry showed unmasked (a name before → after). */
export const ANONYMISED_VALUE = '(anonymised)';

/** The fields whose values an audit entry shows unmasked and that name the person. */
const NAME_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'displayName', 'name']);

/**
 * An audit entry about the person, without them (docs/rules.md#audit-trail): the employee subject
 * under the pseudonym, the login subject and the person as actor named *Anonymised employee* (the
 * actor's e-mail gone), names before → after `(anonymised)`, and any other text scrubbed; masked
 * values, dates and everything else as they were. `userId`: the person's login, if any.
 */
export function anonymisedAuditEntry(entry: AuditEntry, person: PersonIdentifiers, userId?: string): AuditEntry {
  const text = (value: string) => scrubPersonalData(value, person);
  const { subject, actor } = entry;
  const aboutEmployee = subject.type === 'employee' && subject.id === person.icNumber;
  const aboutLogin = subject.type === 'user' && !!userId && subject.id === userId;
  const { email: _e, ...actorKept } = actor;
  return {
    ...entry,
    subject:
      aboutEmployee || aboutLogin
        ? { type: subject.type, id: aboutEmployee ? person.anonymousId : subject.id, name: ANONYMISED_NAME }
        : { ...subject, ...(subject.name ? { name: text(subject.name) } : {}) },
    actor: userId && actor.userId === userId ? { ...actorKept, name: ANONYMISED_NAME } : actor,
    changes: entry.changes.map((c) => {
      const shown = (value: string) => (NAME_FIELDS.has(c.field) ? ANONYMISED_VALUE : text(value));
      return {
        field: c.field,
        ...(c.before !== undefined ? { before: shown(c.before) } : {}),
        ...(c.after !== undefined ? { after: shown(c.after) } : {}),
      };
    }),
    ...(entry.why !== undefined ? { why: text(entry.why) } : {}),
  };
}

/** A disbursement's payee once the employee is anonymised: the pseudonym and the amount, nothing else. */
export const anonymisedPayee = (payee: { amountSen: number }, anonymousId: string) => ({
  id: anonymousId,
  name: ANONYMISED_NAME,
  amountSen: payee.amountSen,
  anonymised: true as const,
});
