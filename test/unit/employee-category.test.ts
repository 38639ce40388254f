import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../shared/domain/organisations/approval';
import {
  categoryTransition,
  EmployeeCategoryFieldsSchema,
  notPendingApproval,
} from '../../shared/domain/employees/employee-category';
import { gradeLabel, JobGradeSchema } from '../../shared/domain/employees/job-level';

describe('employee category state machine (docs/rules.md#approvals)', () => {
  it.each(
    APPROVAL_STATUSES.flatMap((from) => (['Draft', 'Pending Approval'] as const).map((to) => [from, to] as const)),
  )('lets anyone of the management group move %s → %s (Save, Submit; Edit resets to Draft)', (from, to) => {
    expect(categoryTransition(from, to, { isManager: false })).toEqual({ allowed: true });
    expect(categoryTransition(from, to, { isManager: true })).toEqual({ allowed: true });
  });

  it('lets a Manager approve a category Pending Approval', () => {
    expect(categoryTransition('Pending Approval', 'Approved', { isManager: true })).toEqual({ allowed: true });
  });

  it.each<ApprovalStatus>(['Draft', 'Approved'])('refuses (409) approving a category that is %s', (from) => {
    const decision = categoryTransition(from, 'Approved', { isManager: true });
    expect(decision).toMatchObject({ allowed: false, code: 'INVALID_STATE' });
    if (!decision.allowed) expect(decision.reason).toContain(from);
  });

  it.each<ApprovalStatus>([...APPROVAL_STATUSES])(
    'refuses (403) an Executive approving a category that is %s',
    (from) => {
      expect(categoryTransition(from, 'Approved', { isManager: false })).toMatchObject({
        allowed: false,
        code: 'FORBIDDEN',
      });
    },
  );

  it('finds the categories that block a bulk approval', () => {
    const items = [
      { id: 'a', status: 'Pending Approval' as const },
      { id: 'b', status: 'Draft' as const },
      { id: 'c', status: 'Approved' as const },
    ];
    expect(notPendingApproval(items).map((c) => c.id)).toEqual(['b', 'c']);
    expect(notPendingApproval(items.slice(0, 1))).toEqual([]);
  });
});

describe('employee category fields', () => {
  it("requires name and description with 'Required!'", () => {
    const result = EmployeeCategoryFieldsSchema.safeParse({ name: '  ', description: '' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({ name: 'Required!', description: 'Required!' });
  });

  it('upper-cases the code and refuses other characters', () => {
    expect(EmployeeCategoryFieldsSchema.parse({ code: ' exec-1 ', name: 'A', description: 'B' }).code).toBe('EXEC-1');
    expect(EmployeeCategoryFieldsSchema.safeParse({ code: 'no spaces', name: 'A', description: 'B' }).success).toBe(
      false,
    );
  });
});

describe('job grades (2 to 14)', () => {
  it("shows grades 2 to 14 as 'Grade 02' to 'Grade 14'", () => {
    expect(gradeLabel(2)).toBe('Grade 02');
    expect(gradeLabel(14)).toBe('Grade 14');
    expect(JobGradeSchema.safeParse(1).success).toBe(false);
    expect(JobGradeSchema.safeParse(15).success).toBe(false);
    expect(JobGradeSchema.safeParse(9).success).toBe(true);
  });
});
