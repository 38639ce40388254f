/**
 * Every key of the table is built here (style.md: one keys module). `ORG#<orgId>` leads
 * every organisation item so IAM `dynamodb:LeadingKeys` isolation can be added later
 * without changing keys.
 */
export const orgPk = (orgId: string) => `ORG#${orgId}`;

/** Partition of the provider's administrators' user records. */
export const ADMINS_PK = 'PLATFORM#ADMINS';
/** Partition of the organisation records (the list of organisations). */
export const ORGS_PK = 'PLATFORM#ORGS';

export const keys = {
  /** An organisation's record. */
  org: (orgId: string) => ({ pk: ORGS_PK, sk: `ORG#${orgId}` }),
  /** A user (login) record: in its organisation's partition, or the administrators' one. */
  user: (orgId: string | null, userId: string) => ({ pk: orgId ? orgPk(orgId) : ADMINS_PK, sk: `USER#${userId}` }),
  userSkPrefix: 'USER#',
  /** An employee record, by IC number within the organisation. */
  employee: (orgId: string, icNumber: string) => ({ pk: orgPk(orgId), sk: `EMP#${icNumber}` }),
  employeeSkPrefix: 'EMP#',
  /** A dated record of a terms acceptance. */
  termsAcceptance: (orgId: string, userId: string, at: number) => ({ pk: orgPk(orgId), sk: `TERMS#${userId}#${at}` }),
  /** Uniqueness claims: one item partition each, written with attribute_not_exists. */
  uniqueEmail: (email: string) => ({ pk: `UNIQUE#EMAIL#${email.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  uniqueMobile: (mobile: string) => ({ pk: `UNIQUE#MOBILE#${mobile.trim()}`, sk: 'UNIQUE' }),
  uniqueDomain: (domain: string) => ({ pk: `UNIQUE#DOMAIN#${domain.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  uniqueIc: (orgId: string, icNumber: string) => ({ pk: orgPk(orgId), sk: `UNIQUE#IC#${icNumber.trim().toUpperCase()}` }),
};

/** GSI1 partition of each entity listed across organisations. */
export const GSI1 = { users: 'USER' } as const;

/** Sortable, fixed-width text of Unix seconds (for index sort keys). */
export const sortableSeconds = (s: number) => String(s).padStart(12, '0');
