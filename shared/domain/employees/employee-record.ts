import { z } from 'zod';
import { rmToSen, SenSchema, senToRm, type Sen } from '../money/money';
import { EmployeeSchema, type Employee, type EmployeeFields } from './employee';

/**
 * An employee inside the server (services, jobs, the table): the monthly salary in sen under its
 * stored name `salarySen` (docs/rules.md#money-time-and-periods). Handlers give callers
 * {@link employeeToRm} of it; a form's or a seed's RM becomes sen once ({@link employeeToSen}).
 */
export const EmployeeRecordSchema = EmployeeSchema.omit({ salary: true }).extend({
  /** Monthly salary in sen; no salary means no advance. */
  salarySen: SenSchema.optional(),
});
export type EmployeeRecord = z.infer<typeof EmployeeRecordSchema>;

/** An employee as callers see it: the salary in RM. */
export function employeeToRm(employee: EmployeeRecord): Employee {
  const { salarySen, ...rest } = employee;
  return { ...rest, ...(salarySen !== undefined ? { salary: senToRm(salarySen) } : {}) };
}

/** An employee given in RM (a seed's, a test's) as the server keeps it. */
export function employeeToSen(employee: Employee): EmployeeRecord {
  const { salary, ...rest } = employee;
  return { ...rest, ...(salary !== undefined ? { salarySen: rmToSen(salary) } : {}) };
}

/** A manager's fields (create) as the server keeps them: the salary in sen. */
export type EmployeeFieldsRecord = Omit<EmployeeFields, 'salary'> & { salarySen?: Sen };

/** The fields a manager sent (salary in RM) as the server keeps them: the salary in sen, once. */
export function employeeFieldsToSen({ salary, ...fields }: EmployeeFields): EmployeeFieldsRecord {
  return { ...fields, ...(salary !== undefined ? { salarySen: rmToSen(salary) } : {}) };
}
