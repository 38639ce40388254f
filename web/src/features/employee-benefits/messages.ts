import { paths } from '../../../../shared/routes';

export { BENEFIT_MESSAGES } from '../../../../shared/domain/benefits/benefit-rules';

export const BENEFITS_PATH = paths.employeeBenefits();
export const BENEFIT_CREATE_PATH = paths.employeeBenefitCreate();
export const benefitUpdatePath = (bid: string) => paths.employeeBenefitUpdate({ bid });

/** The query keys a benefit change makes stale (the lists, the benefit, and the categories it may approve). */
export const BENEFIT_QUERY_KEYS = [
  ['employeeBenefits-getEmployeeBenefits'],
  ['employeeBenefits-getEmployeeBenefit'],
  ['employeeCategories-getEmployeeCategories'],
  ['employeeCategories-getEmployeeCategory'],
] as const;
