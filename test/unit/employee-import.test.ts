import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { MALAYSIAN_BANKS } from '../../shared/domain/money/banks';
import { E164_MESSAGE } from '../../shared/domain/employees/employee';
import {
  FILE_EMPTY_MESSAGE,
  IMPORT_COLUMNS,
  IMPORT_OK_MESSAGE,
  MAX_IMPORT_ROWS,
  formatImportError,
  fromImportRowInputs,
  toImportRowInput,
  validateEmployeeImport,
  type EmployeeImportResult,
} from '../../shared/domain/employees/employee-import';
import {
  IMPORT_HOW_TO,
  IMPORT_TEMPLATE_FILE_NAME,
  IMPORT_TEMPLATE_SHEETS,
  employeeImportTemplateBytes,
  readEmployeeImportFile,
} from '../../shared/domain/employees/employee-import-file';
import {
  applyImport,
  stageImport,
  runUndo,
  type Call,
} from '../../web/src/features/employees/bulk-import/import-runner';

const good = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Aisyah',
  lastName: 'Omar',
  employeeICNumber: '950505105555',
  bank: 'Maybank',
  accountNumber: '114011112222',
  ...extra,
});

const errorsOf = (result: EmployeeImportResult) => (result.ok ? [] : result.errors);
const rowsOf = (result: EmployeeImportResult) => (result.ok ? result.rows : []);

describe('validateEmployeeImport: the file', () => {
  it.each([
    ['no rows at all', [], undefined],
    ['only the header', [], [...IMPORT_COLUMNS]],
    ['only empty rows', [{}, { firstName: '', bank: '   ' }, { lastName: null }], [...IMPORT_COLUMNS]],
  ])("needs the header and at least one row: 'File is empty!' for %s", (_case, rows, headers) => {
    expect(validateEmployeeImport(rows, { headers })).toEqual({
      ok: false,
      errors: [{ row: 1, message: FILE_EMPTY_MESSAGE }],
    });
    expect(FILE_EMPTY_MESSAGE).toBe('File is empty!');
  });

  it('says a valid file is okay to import, with each row typed and the bank code derived', () => {
    const result = validateEmployeeImport([
      good(),
      good({ employeeICNumber: 'a1234567', bank: 'CIMB Bank', salary: 3200.5, mobileNumber: '+60123456789' }),
    ]);
    expect(result).toEqual({
      ok: true,
      message: 'All fields verified correct! Okay to import.',
      rows: [
        {
          row: 2,
          firstName: 'Aisyah',
          lastName: 'Omar',
          employeeICNumber: '950505105555',
          bank: 'Maybank',
          bankCode: 'MBBEMYKL',
          accountNumber: '114011112222',
        },
        {
          row: 3,
          firstName: 'Aisyah',
          lastName: 'Omar',
          employeeICNumber: 'A1234567',
          bank: 'CIMB Bank',
          bankCode: 'CIBBMYKL',
          accountNumber: '114011112222',
          salary: 3200.5,
          mobileNumber: '+60123456789',
        },
      ],
    });
    expect(IMPORT_OK_MESSAGE).toBe('All fields verified correct! Okay to import.');
  });

  it('names an unknown column once, however many rows there are', () => {
    const result = validateEmployeeImport([
      good({ nickname: 'Ais' }),
      good({ employeeICNumber: '950505105556', nickname: 'B' }),
    ]);
    expect(errorsOf(result)).toEqual([
      { row: 1, field: 'nickname', message: 'nickname is not a valid field! Please use the provided template.' },
    ]);
  });

  it('counts a header with no value below it, and a missing required column', () => {
    const { lastName: _l, ...noLastName } = good();
    const result = validateEmployeeImport([noLastName], {
      headers: ['firstName', 'employeeICNumber', 'bank', 'accountNumber', 'Remarks'],
    });
    expect(errorsOf(result)).toEqual([
      { row: 1, field: 'Remarks', message: 'Remarks is not a valid field! Please use the provided template.' },
      { row: 1, field: 'lastName', message: 'lastName is required.' },
    ]);
  });

  it('ignores fully empty rows, and numbers rows as the sheet does', () => {
    const result = validateEmployeeImport([good(), {}, { bank: '' }, good({ employeeICNumber: '950505105556' })]);
    expect(rowsOf(result).map((r) => r.row)).toEqual([2, 5]);
    const placed = validateEmployeeImport([good({ lastName: '' })], { rowNumbers: [17] });
    expect(errorsOf(placed)).toEqual([{ row: 17, field: 'lastName', message: 'lastName is required.' }]);
  });

  it('refuses more rows than a file may hold', () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ firstName: 'x' }));
    expect(errorsOf(validateEmployeeImport(rows))[0].message).toBe('A file can hold at most 20,000 employees.');
  });
});

describe('validateEmployeeImport: each row', () => {
  it.each(['firstName', 'lastName', 'employeeICNumber', 'bank', 'accountNumber'])(
    "requires %s ('{field} is required.' with the row)",
    (field) => {
      for (const empty of ['', '   ', null, undefined]) {
        const result = validateEmployeeImport([good(), good({ employeeICNumber: '950505105556', [field]: empty })], {
          headers: [...IMPORT_COLUMNS],
        });
        expect(errorsOf(result)).toEqual([{ row: 3, field, message: `${field} is required.` }]);
      }
    },
  );

  it('strips whitespace from every value but the bank; names keep one space between words', () => {
    const [row] = rowsOf(
      validateEmployeeImport([
        good({
          firstName: '  Nur \t  Aisyah ',
          lastName: ' Omar\n',
          employeeICNumber: ' 950505 10 5555 ',
          accountNumber: '1140 1111 2222',
          salary: ' 3 200.50 ',
          mobileNumber: ' +60 12 345 6789 ',
        }),
      ]),
    );
    expect(row).toMatchObject({
      firstName: 'Nur Aisyah',
      lastName: 'Omar',
      employeeICNumber: '950505105555',
      accountNumber: '114011112222',
      salary: 3200.5,
      mobileNumber: '+60123456789',
    });
    expect(errorsOf(validateEmployeeImport([good({ bank: ' Maybank ' })]))).toEqual([
      { row: 2, field: 'bank', message: ' Maybank  is not a valid Bank!' },
    ]);
  });

  it("knows the banks by name ('{value} is not a valid Bank!')", () => {
    expect(errorsOf(validateEmployeeImport([good({ bank: 'MBBEMYKL' })]))).toEqual([
      { row: 2, field: 'bank', message: 'MBBEMYKL is not a valid Bank!' },
    ]);
    expect(errorsOf(validateEmployeeImport([good({ bank: 'maybank' })]))[0].message).toBe(
      'maybank is not a valid Bank!',
    );
    for (const bank of MALAYSIAN_BANKS) {
      expect(rowsOf(validateEmployeeImport([good({ bank: bank.name })]))[0]).toMatchObject({
        bank: bank.name,
        bankCode: bank.code,
      });
    }
  });

  it('normalises IC numbers (dashes, spaces, case) and checks them', () => {
    expect(rowsOf(validateEmployeeImport([good({ employeeICNumber: '950505-10-5555' })]))[0].employeeICNumber).toBe(
      '950505105555',
    );
    expect(rowsOf(validateEmployeeImport([good({ employeeICNumber: 950505105555 })]))[0].employeeICNumber).toBe(
      '950505105555',
    );
    expect(errorsOf(validateEmployeeImport([good({ employeeICNumber: '12' })]))).toEqual([
      { row: 2, field: 'employeeICNumber', message: 'IC number must be 5 to 20 letters or digits' },
    ]);
    expect(errorsOf(validateEmployeeImport([good({ employeeICNumber: '9505#05' })]))[0].field).toBe('employeeICNumber');
  });

  it('refuses the same IC number twice, naming both rows', () => {
    const result = validateEmployeeImport([
      good(),
      good({ firstName: 'B' }),
      good({ employeeICNumber: '950505-10-5555' }),
    ]);
    expect(errorsOf(result)).toEqual([
      {
        row: 3,
        field: 'employeeICNumber',
        message: 'IC number 950505105555 is in row 2 and row 3: an employee can only be imported once.',
      },
      {
        row: 4,
        field: 'employeeICNumber',
        message: 'IC number 950505105555 is in row 2 and row 4: an employee can only be imported once.',
      },
    ]);
  });

  it('checks account numbers as the employee form does', () => {
    expect(errorsOf(validateEmployeeImport([good({ accountNumber: '12-34' })]))).toEqual([
      { row: 2, field: 'accountNumber', message: 'Account number must be 5 to 20 digits' },
    ]);
    expect(rowsOf(validateEmployeeImport([good({ accountNumber: 114011112222 })]))[0].accountNumber).toBe(
      '114011112222',
    );
  });

  it('takes an optional monthly salary in RM, 2 decimals at most, not negative', () => {
    expect(rowsOf(validateEmployeeImport([good({ salary: '3,200.50' })]))[0].salary).toBe(3200.5);
    expect(rowsOf(validateEmployeeImport([good({ salary: 0 })]))[0].salary).toBe(0);
    expect(rowsOf(validateEmployeeImport([good({ salary: '' })]))[0]).not.toHaveProperty('salary');
    expect(errorsOf(validateEmployeeImport([good({ salary: 'RM 3000' })]))).toEqual([
      { row: 2, field: 'salary', message: 'salary must be a number (monthly RM), e.g. 3200.50.' },
    ]);
    expect(errorsOf(validateEmployeeImport([good({ salary: -1 })]))).toEqual([
      { row: 2, field: 'salary', message: 'Salary cannot be negative' },
    ]);
    expect(errorsOf(validateEmployeeImport([good({ salary: 10.005 })]))).toEqual([
      { row: 2, field: 'salary', message: 'Salary can have at most 2 decimals' },
    ]);
  });

  it('adds the leading + to a mobile number, then wants E.164; each number once', () => {
    expect(rowsOf(validateEmployeeImport([good({ mobileNumber: '60123456789' })]))[0].mobileNumber).toBe(
      '+60123456789',
    );
    expect(rowsOf(validateEmployeeImport([good({ mobileNumber: 60123456789 })]))[0].mobileNumber).toBe('+60123456789');
    expect(errorsOf(validateEmployeeImport([good({ mobileNumber: '0123456789' })]))).toEqual([
      { row: 2, field: 'mobileNumber', message: E164_MESSAGE },
    ]);
    const twice = validateEmployeeImport([
      good({ mobileNumber: '60123456789' }),
      good({ employeeICNumber: '950505105556', mobileNumber: '+60123456789' }),
    ]);
    expect(errorsOf(twice)).toEqual([
      {
        row: 3,
        field: 'mobileNumber',
        message: 'Mobile number +60123456789 is in row 2 and row 3: one mobile number per employee.',
      },
    ]);
  });

  it('lists every error of every row', () => {
    const result = validateEmployeeImport([
      good({ firstName: '', bank: 'Nope' }),
      good({ employeeICNumber: '950505105556' }),
      good({ employeeICNumber: '950505105557', accountNumber: '' }),
    ]);
    expect(errorsOf(result).map(formatImportError)).toEqual([
      'Row 2: firstName is required.',
      'Row 2: Nope is not a valid Bank!',
      'Row 4: accountNumber is required.',
    ]);
    expect(formatImportError({ row: 1, message: 'File is empty!' })).toBe('File is empty!');
  });

  it('checks 5,000 rows in well under a second', () => {
    const rows = Array.from({ length: 5000 }, (_, i) =>
      good({
        employeeICNumber: `9505051${String(i).padStart(5, '0')}`,
        mobileNumber: `+6012${String(i).padStart(7, '0')}`,
        salary: 2500,
      }),
    );
    const t0 = performance.now();
    expect(validateEmployeeImport(rows).ok).toBe(true);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('rows as the import callables take them', () => {
  it('the valid rows sent to the server validate again to the same rows (the server checks the same way)', () => {
    const result = validateEmployeeImport([
      good({ salary: '3,200.5', mobileNumber: '60123456789', employeeICNumber: '950505-10-5555' }),
      {},
      good({ employeeICNumber: 'a1234567' }),
    ]);
    const sent = rowsOf(result).map(toImportRowInput);
    expect(sent[0]).not.toHaveProperty('bankCode');
    const { rows, rowNumbers } = fromImportRowInputs(sent);
    expect(rowNumbers).toEqual([2, 4]);
    expect(validateEmployeeImport(rows, { rowNumbers })).toEqual(result);
  });
});

describe('the template (employeesImportTemplate.xlsx)', () => {
  it('has the header and an example row, the 5-step how-to and the valid bank names', () => {
    expect(IMPORT_TEMPLATE_FILE_NAME).toBe('employeesImportTemplate.xlsx');
    const workbook = XLSX.read(employeeImportTemplateBytes(), { type: 'array' });
    expect(workbook.SheetNames).toEqual([
      IMPORT_TEMPLATE_SHEETS.employees,
      'How to import',
      IMPORT_TEMPLATE_SHEETS.banks,
    ]);
    const [header, example, ...rest] = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]], {
      header: 1,
    });
    expect(header).toEqual([...IMPORT_COLUMNS]);
    expect(example).toHaveLength(IMPORT_COLUMNS.length);
    expect(rest).toEqual([]);
    const howTo = XLSX.utils
      .sheet_to_json<string[]>(workbook.Sheets['How to import'], { header: 1 })
      .slice(1)
      .map((r) => r[0]);
    expect(IMPORT_HOW_TO).toHaveLength(5);
    expect(howTo).toEqual(IMPORT_HOW_TO.map((step, i) => `${i + 1}. ${step}`));
    const banks = XLSX.utils
      .sheet_to_json<{ bank: string }>(workbook.Sheets[IMPORT_TEMPLATE_SHEETS.banks])
      .map((r) => r.bank);
    expect(banks).toEqual(MALAYSIAN_BANKS.map((b) => b.name));
  });

  it('read back, it validates', () => {
    const sheet = readEmployeeImportFile(employeeImportTemplateBytes(), IMPORT_TEMPLATE_FILE_NAME);
    expect(sheet.headers).toEqual([...IMPORT_COLUMNS]);
    const result = validateEmployeeImport(sheet.rows, sheet);
    expect(result).toMatchObject({
      ok: true,
      message: IMPORT_OK_MESSAGE,
      rows: [
        {
          row: 2,
          employeeICNumber: '950505105555',
          bank: 'Maybank',
          bankCode: 'MBBEMYKL',
          salary: 3200,
          mobileNumber: '+60123456789',
        },
      ],
    });
  });
});

describe('reading an uploaded file', () => {
  const xlsx = (aoa: unknown[][]) => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Sheet1');
    return XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  };

  it('keeps every digit of numbers typed as numbers, and the sheet row of each row (blank rows included)', () => {
    const sheet = readEmployeeImportFile(
      xlsx([
        [...IMPORT_COLUMNS.slice(0, 5)],
        ['A', 'B', 900101145678, 'Maybank', 114011112222],
        [],
        ['C', 'D', '010203040506', 'Maybank', '0114011112222'],
      ]),
      'staff.xlsx',
    );
    expect(sheet.rows).toEqual([
      { firstName: 'A', lastName: 'B', employeeICNumber: 900101145678, bank: 'Maybank', accountNumber: 114011112222 },
      {},
      {
        firstName: 'C',
        lastName: 'D',
        employeeICNumber: '010203040506',
        bank: 'Maybank',
        accountNumber: '0114011112222',
      },
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3, 4]);
    expect(
      rowsOf(validateEmployeeImport(sheet.rows, sheet)).map((r) => [r.row, r.employeeICNumber, r.accountNumber]),
    ).toEqual([
      [2, '900101145678', '114011112222'],
      [4, '010203040506', '0114011112222'],
    ]);
  });

  it('reads a CSV file as typed (leading zeros kept)', () => {
    const csv =
      'firstName,lastName,employeeICNumber,bank,accountNumber,mobileNumber\nSiti,Rahman,010203040506,Bank Islam Malaysia,0123456789,60123456789\n';
    const sheet = readEmployeeImportFile(new TextEncoder().encode(csv), 'staff.csv');
    expect(rowsOf(validateEmployeeImport(sheet.rows, sheet))).toEqual([
      {
        row: 2,
        firstName: 'Siti',
        lastName: 'Rahman',
        employeeICNumber: '010203040506',
        bank: 'Bank Islam Malaysia',
        bankCode: 'BIMBMYKL',
        accountNumber: '0123456789',
        mobileNumber: '+60123456789',
      },
    ]);
  });

  it("an empty sheet is 'File is empty!'", () => {
    const sheet = readEmployeeImportFile(xlsx([]), 'empty.xlsx');
    expect(errorsOf(validateEmployeeImport(sheet.rows, sheet))).toEqual([{ row: 1, message: 'File is empty!' }]);
  });
});

describe("the page's import runner (one user action, in parts)", () => {
  const progress = (over: Record<string, unknown> = {}) => ({
    importId: '01J0000000000000000000000A',
    mode: 'add',
    status: 'staging',
    totalRows: 1201,
    received: 0,
    done: false,
    added: 0,
    skipped: 0,
    replaced: 0,
    ...over,
  });
  const rows = Array.from({ length: 1201 }, (_, i) => ({
    row: i + 2,
    ...good({ employeeICNumber: `9505051${String(i).padStart(5, '0')}` }),
  }));

  it('opens the import, sends 500 rows at a time, previews it, then commits the confirmed numbers until the server is done', async () => {
    const calls: { name: string; input: Record<string, unknown> }[] = [];
    let commits = 0;
    const changes = { bankAccounts: 2, mobileNumbers: 1, suspended: 0 };
    const call = ((name: string, input: Record<string, unknown>) => {
      calls.push({ name, input });
      if (input.step === 'commit') return Promise.resolve(progress({ done: ++commits === 2, added: commits * 600 }));
      if (input.step === 'preview') return Promise.resolve(progress({ changes }));
      return Promise.resolve(progress());
    }) as unknown as Call;
    const seen: number[] = [];
    const staged = await stageImport(call, 'add', rows, (p) => seen.push(p.percent));
    expect(staged.changes).toEqual(changes);
    const res = await applyImport(call, staged, (p) => seen.push(p.percent));
    expect(res).toMatchObject({ done: true, added: 1200 });
    expect(calls.map((c) => [c.name, c.input.step, (c.input.rows as unknown[] | undefined)?.length])).toEqual([
      ['employees-employeeBulkImportAdd', 'start', undefined],
      ['employees-employeeBulkImportAdd', 'rows', 500],
      ['employees-employeeBulkImportAdd', 'rows', 500],
      ['employees-employeeBulkImportAdd', 'rows', 201],
      ['employees-employeeBulkImportAdd', 'preview', undefined],
      ['employees-employeeBulkImportAdd', 'commit', undefined],
      ['employees-employeeBulkImportAdd', 'commit', undefined],
    ]);
    expect(calls[0].input.totalRows).toBe(1201);
    // The first commit carries the numbers the person confirmed.
    expect(calls[5].input.confirmed).toEqual(changes);
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('aborts the import when a part fails, until the server has rolled it back, and rethrows', async () => {
    const steps: unknown[] = [];
    let aborts = 0;
    const call = ((_name: string, input: Record<string, unknown>) => {
      steps.push(input.step);
      if (input.step === 'rows' && steps.length === 3)
        return Promise.reject(new Error('Row 600: The mobile number +60123456789 is already in use.'));
      if (input.step === 'abort') return Promise.resolve(progress({ done: ++aborts === 2, status: 'aborted' }));
      return Promise.resolve(progress());
    }) as unknown as Call;
    await expect(stageImport(call, 'overwrite', rows, () => undefined)).rejects.toThrow('already in use');
    expect(steps).toEqual(['start', 'rows', 'rows', 'abort', 'abort']);
  });

  it('undoes in as many calls as the server needs', async () => {
    let n = 0;
    const call = (() =>
      Promise.resolve({
        done: ++n === 3,
        message:
          n === 3
            ? 'Last employees import undone: 2 imported employees removed, 0 previous employees restored.'
            : 'Undoing',
        removed: 2,
        restored: 0,
      })) as unknown as Call;
    expect((await runUndo(call, () => undefined)).message).toBe(
      'Last employees import undone: 2 imported employees removed, 0 previous employees restored.',
    );
    expect(n).toBe(3);
  });
});
