import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../web/src/components/zod-form';
import {
  approvableIds,
  gradeLabel,
  JOB_GRADES,
  jobLevelInUseMessage,
  JobLevelFieldsSchema,
  JobLevelFormSchema,
  MAX_JOB_GRADE,
  MIN_JOB_GRADE,
} from '../../shared/domain/employees/job-level';
import { OfficeFieldsSchema, officeInUseMessage } from '../../shared/domain/employees/office';

describe('job grades (2 to 14)', () => {
  it.each([
    [2, 'Grade 02'],
    [9, 'Grade 09'],
    [10, 'Grade 10'],
    [14, 'Grade 14'],
  ])('shows %i as %s', (grade, label) => {
    expect(gradeLabel(grade)).toBe(label);
  });

  it('offers grades 2 to 14, lowest first', () => {
    expect(JOB_GRADES.map((g) => g.grade)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(JOB_GRADES[0]).toEqual({ grade: MIN_JOB_GRADE, label: 'Grade 02' });
    expect(JOB_GRADES.at(-1)).toEqual({ grade: MAX_JOB_GRADE, label: 'Grade 14' });
  });
});

describe('job level fields (jobLevel, name and jobGrade required)', () => {
  const valid = { jobLevel: 'am', name: ' Assistant Manager ', jobGrade: 8 };

  it('keeps the code upper case and the name trimmed', () => {
    expect(JobLevelFieldsSchema.parse(valid)).toEqual({ jobLevel: 'AM', name: 'Assistant Manager', jobGrade: 8 });
  });

  it('requires each field', () => {
    expect(fieldErrors(JobLevelFieldsSchema, { jobLevel: '', name: '  ' })).toEqual({
      jobLevel: 'Required!',
      name: 'Required!',
      jobGrade: 'Required!',
    });
  });

  it.each([1, 15, 8.5])('refuses grade %s', (jobGrade) => {
    expect(fieldErrors(JobLevelFieldsSchema, { ...valid, jobGrade })).toEqual({ jobGrade: 'Grade 2 to 14' });
  });

  it('refuses a code with other characters than letters, digits, - and _', () => {
    expect(fieldErrors(JobLevelFieldsSchema, { ...valid, jobLevel: 'A M' })).toEqual({
      jobLevel: 'Only letters, digits, - and _',
    });
  });

  it('the form takes the chosen grade as text and gives the number the callables take', () => {
    expect(JobLevelFormSchema.parse({ jobLevel: 'MG', name: 'Manager', jobGrade: '9' })).toEqual({
      jobLevel: 'MG',
      name: 'Manager',
      jobGrade: 9,
    });
    expect(fieldErrors(JobLevelFormSchema, { jobLevel: 'MG', name: 'Manager', jobGrade: '' })).toEqual({
      jobGrade: 'Required!',
    });
    expect(fieldErrors(JobLevelFormSchema, { jobLevel: 'MG', name: 'Manager', jobGrade: '15' })).toEqual({
      jobGrade: 'Grade 2 to 14',
    });
  });
});

describe('approval of job levels (docs/rules.md#approvals)', () => {
  it('sends only the ids of the non-approved ones of a selection', () => {
    const selection = [
      { id: 'a', status: 'Approved' as const },
      { id: 'b', status: 'Draft' as const },
      { id: 'c', status: 'Pending Approval' as const },
    ];
    expect(approvableIds(selection)).toEqual(['b', 'c']);
    expect(approvableIds(selection.slice(0, 1))).toEqual([]);
  });
});

describe('office fields (name, country, address, city and state required)', () => {
  it('requires those and leaves the contact number optional', () => {
    expect(
      Object.keys(fieldErrors(OfficeFieldsSchema, { name: '', address: '', city: '', state: '', country: '' })).sort(),
    ).toEqual(['address', 'city', 'country', 'name', 'state']);
    expect(
      OfficeFieldsSchema.safeParse({
        name: 'HQ',
        address: '1 Jalan Ampang',
        city: 'Kuala Lumpur',
        state: 'WP Kuala Lumpur',
        country: 'Malaysia',
        contactNo: '',
      }).success,
    ).toBe(true);
  });

  it('takes Malaysia only, its 14 states, a 5-digit postcode and a phone-like contact number', () => {
    const base = {
      name: 'HQ',
      address: '1 Jalan Ampang',
      city: 'Kuala Lumpur',
      state: 'WP Kuala Lumpur',
      country: 'Malaysia',
    };
    expect(Object.keys(fieldErrors(OfficeFieldsSchema, { ...base, country: 'Singapore' }))).toEqual(['country']);
    expect(Object.keys(fieldErrors(OfficeFieldsSchema, { ...base, postcode: '5025' }))).toEqual(['postcode']);
    expect(Object.keys(fieldErrors(OfficeFieldsSchema, { ...base, contactNo: 'call me' }))).toEqual(['contactNo']);
    expect(fieldErrors(OfficeFieldsSchema, { ...base, state: 'Bavaria' })).toEqual({
      state: 'Choose one of the Malaysian states',
    });
  });
});

describe('refusals of deleting records in use', () => {
  it('name how many employees hold them', () => {
    expect(officeInUseMessage(1)).toBe(
      'This office cannot be deleted: 1 employee works at it. Move that employee to another office first.',
    );
    expect(officeInUseMessage(3)).toContain('3 employees work at it');
    expect(jobLevelInUseMessage('Manager', 2, 'deleted')).toBe(
      'The job level Manager cannot be deleted: 2 employees hold it. Give them another job level first.',
    );
  });
});
