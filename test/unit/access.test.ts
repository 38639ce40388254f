import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callables } from '../../shared/callables';
import { accessProblems, type ResourceAccess } from '../../shared/registry/access';
import { defineCallable } from '../../shared/registry/define';
import { ROLES } from '../../shared/registry/roles';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { UPLOAD_TRIGGERS } from '../../infra/upload-triggers';

/** Verbs of callables that only read (`employees-getEmployees`, `users-listRoles`...). */
const READ_VERBS = ['get', 'list', 'count', 'check'];

/** Read-named callables that change something all the same, and why. */
const READS_THAT_WRITE: Record<string, string> = {
  'advancePayEmployee-getDownloadURL':
    'makes the statement PDF on its first download: stores it in the files bucket and records its key on the statement (tableUpdates: those attributes only)',
  'uploads-getUploadUrl':
    'presigns a PUT into the uploads bucket; the URL is signed with the role, which therefore needs PutObject',
  'uploadedDocuments-getFailedRowsFile':
    'writes the CSV of the failed rows into the files bucket, then answers a presigned link to it',
  'advancePayManagement-getPayrollDeductionFile':
    'stores the file in the files bucket behind a presigned link, or for a big month begins a report file job (its item and queue message)',
};

/** Callables named for something other than a read verb that only read, and why. */
const OTHERS_THAT_ONLY_READ: Record<string, string> = {
  'advancePayEmployee-employeeDashboard': "the spec's name for reading the caller's dashboard figures",
  'disbursements-generateDetails': "the spec's name for reading a disbursement's processing file rows",
};

const verbOf = (name: string) => /^[a-z]+/.exec(name.slice(name.indexOf('-') + 1))![0];
const changesSomething = (a: ResourceAccess) =>
  a.table === 'write' ||
  !!a.tableUpdates?.length ||
  a.uploads === 'write' ||
  a.files === 'write' ||
  !!a.cognito?.length ||
  !!a.messages?.length;

/**
 * The reads that hold the table's whole write access, and why it is more than a narrow update: a
 * new item is made, not an attribute recorded on the one read.
 */
const READS_WITH_TABLE_WRITE: Record<string, string> = {
  'advancePayManagement-getPayrollDeductionFile':
    'a big month begins a report file job: it creates the job item (and sends its queue message)',
};

describe('access declarations', () => {
  it.each(callables.map((c) => [c.name, c] as const))(
    '%s declares well-formed access consistent with its name',
    (name, def) => {
      // prepare
      const isRead = READ_VERBS.includes(verbOf(name));
      // act
      const problems = accessProblems(def.access);
      // assess
      expect(problems).toEqual([]);
      // Every callable reads the table: the handler chain reads the caller's record (and the public look-up reads claims).
      expect(def.access.table).toBeDefined();
      if (isRead && changesSomething(def.access))
        expect(READS_THAT_WRITE, `${name} reads by its name but changes something`).toHaveProperty([name]);
      if (!isRead && !changesSomething(def.access))
        expect(OTHERS_THAT_ONLY_READ, `${name} changes something by its name but only reads`).toHaveProperty([name]);
    },
  );

  it('a read holds no table write but the narrow updates it declares, apart from the listed ones', () => {
    const writers = callables
      .filter((def) => READ_VERBS.includes(verbOf(def.name)) && def.access.table === 'write')
      .map((def) => def.name);
    expect(writers.sort()).toEqual(Object.keys(READS_WITH_TABLE_WRITE).sort());
    expect(callables.find((c) => c.name === 'advancePayEmployee-getDownloadURL')!.access).toMatchObject({
      table: 'read',
      tableUpdates: ['pdfKey', 'pdfVersion', 'pdfGeneratedAt'],
    });
  });

  it('the allow-lists name real callables whose declarations still need them', () => {
    for (const name of Object.keys(READS_THAT_WRITE))
      expect(changesSomething(callables.find((c) => c.name === name)!.access), name).toBe(true);
    for (const name of Object.keys(OTHERS_THAT_ONLY_READ))
      expect(changesSomething(callables.find((c) => c.name === name)!.access), name).toBe(false);
  });

  it.each([...SCHEDULED_JOBS, ...UPLOAD_TRIGGERS].map((j) => [j.name, j] as const))(
    'job or trigger %s declares well-formed access',
    (_name, job) => {
      expect(accessProblems(job.access)).toEqual([]);
    },
  );

  it.each<[string, unknown, RegExp]>([
    ['no declaration', undefined, /no access declaration/],
    [
      'an unknown Cognito action',
      { table: 'read', cognito: ['AdminDoAnything'] },
      /unknown Cognito action AdminDoAnything/,
    ],
    [
      'an action twice',
      { table: 'write', cognito: ['AdminEnableUser', 'AdminEnableUser'] },
      /AdminEnableUser listed twice/,
    ],
    ['an empty list', { table: 'write', messages: [] }, /messages: \[\]/],
    ['an unknown channel', { table: 'write', messages: ['fax'] }, /unknown message channel fax/],
    ['narrow updates on a writer', { table: 'write', tableUpdates: ['x'] }, /tableUpdates needs table: 'read'/],
    ['narrow updates of a key', { table: 'read', tableUpdates: ['pk'] }, /tableUpdates lists the key pk/],
  ])('defineCallable refuses %s', (_case, access, message) => {
    expect(() =>
      defineCallable({
        name: 'things-doThing',
        summary: 'x',
        input: z.object({}),
        output: z.object({}),
        roles: ROLES,
        access: access as ResourceAccess,
        terms: false,
        example: {},
      }),
    ).toThrow(message);
  });
});
