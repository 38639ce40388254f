import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput } from './common';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ORG_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { OfficeFieldsSchema, OfficeSchema } from '../domain/employees/office';

const OfficeIdSchema = z.string().trim().min(1, 'Required!').max(64);

export const getOffices = defineCallable({
  name: 'orgOffices-getOffices',
  summary:
    "The organisation's offices, by name. Paged: `limit` offices (default 100) and `nextCursor` to the next page.",
  input: z.object({ orgId: OrgIdSchema.optional(), ...PageInput }),
  output: z.object({ offices: z.array(OfficeSchema), nextCursor: z.string().optional() }),
  roles: [...ORG_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo' },
});

export const getOffice = defineCallable({
  name: 'orgOffices-getOffice',
  summary: 'One office of the organisation (admins name the organisation; Managers and Executives read their own).',
  input: z.object({ orgId: OrgIdSchema.optional(), officeId: OfficeIdSchema }),
  output: OfficeSchema,
  roles: [...ADMIN_ROLES, ...MANAGEMENT_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo', officeId: 'office-demo-kl' },
});

export const createOffice = defineCallable({
  name: 'orgOffices-createOffice',
  summary:
    'Add an office to an organisation (admins). The office code is unique in the organisation; one is made when left empty.',
  input: OfficeFieldsSchema.extend({ orgId: OrgIdSchema }),
  output: OfficeSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: {
    orgId: 'demo',
    name: 'Penang Branch',
    officeCode: 'PG',
    address: '12 Lebuh Pantai',
    city: 'George Town',
    state: 'Pulau Pinang',
    postcode: '10300',
    country: 'Malaysia',
    contactNo: '+6042612345',
  },
});

export const editOffice = defineCallable({
  name: 'orgOffices-editOffice',
  summary:
    'Change an office of an organisation (admins). Name, address, city, state and country are required (400 without them); ' +
    "officeCode, postcode and contactNo change only when sent ('' clears postcode and contactNo). " +
    '`modifiedAt` as read refuses an edit over a newer one (409).',
  input: OfficeFieldsSchema.extend({
    orgId: OrgIdSchema,
    officeId: OfficeIdSchema,
    modifiedAt: z.number().int().optional(),
  }),
  output: OfficeSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: {
    orgId: 'demo',
    officeId: 'office-demo-jb',
    name: 'Johor Bahru Branch',
    officeCode: 'JB',
    address: '8 Jalan Wong Ah Fook',
    city: 'Johor Bahru',
    state: 'Johor',
    postcode: '80000',
    country: 'Malaysia',
  },
});

export const deleteOffice = defineCallable({
  name: 'orgOffices-deleteOffice',
  summary:
    'Delete an office of an organisation (admins); refused (409, with how many) while employees work at it. Answers the deleted office.',
  input: z.object({ orgId: OrgIdSchema, officeId: OfficeIdSchema }),
  output: OfficeSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'demo', officeId: '01JNOSUCHOFFICE00000000000' },
});
