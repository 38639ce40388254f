import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { entitledBenefits, type BenefitFields } from '../../../shared/domain/benefits/benefit-rules';

import type { EmployeeBenefitRecord } from '../../../shared/domain/benefits/employee-benefit';
import type { Sen } from '../../../shared/domain/money/money';
import type { EmployeeCategory } from '../../../shared/domain/employees/employee-category';
import { AppError } from '../../../shared/registry/errors';
import { getCategory } from '../../data/organisations/employee-categories';
import { listApprovedBenefits } from '../../data/benefits/employee-benefits';
import { listOffices } from '../../data/organisations/offices';

/**
 * The category and office a benefit names, checked in the caller's organisation: their names are
 * stored on the benefit as the screens show them. 400 on the field when either is unknown.
 */
export async function benefitPlacement(
  orgId: string,
  fields: Pick<BenefitFields, 'employeeCategoryId' | 'officeCode'>,
): Promise<{
  category: EmployeeCategory;
  placement: Pick<EmployeeBenefitRecord, 'employeeCategoryId' | 'employeeCategory' | 'officeCode' | 'officeName'>;
}> {
  const [category, offices] = await Promise.all([getCategory(orgId, fields.employeeCategoryId), listOffices(orgId)]);
  if (!category)
    throw new AppError('INVALID_ARGUMENT', 'Choose an employee category of your organisation.', [
      { field: 'employeeCategoryId', message: 'Unknown employee category' },
    ]);
  const office = offices.find((o) => o.officeCode === fields.officeCode);
  if (!office)
    throw new AppError('INVALID_ARGUMENT', 'Choose an office of your organisation.', [
      { field: 'officeCode', message: 'Unknown office' },
    ]);
  return {
    category,
    placement: {
      employeeCategoryId: category.id,
      employeeCategory: category.name,
      officeCode: fields.officeCode,
      officeName: office.name,
    },
  };
}

/**
 * The benefits an employee is entitled to: the Approved benefits of their category, and of their
 * office when both have one (docs/rules.md#employee-benefits-and-wallet-election), with their total.
 */
export async function ownEntitlement(employee: EmployeeRecord): Promise<{
  benefits: EmployeeBenefitRecord[];
  totalSen: Sen;
}> {
  const [approved, offices] = await Promise.all([listApprovedBenefits(employee.orgId), listOffices(employee.orgId)]);
  const officeCode = offices.find((o) => o.id === employee.officeId)?.officeCode;
  return entitledBenefits(approved, { employeeCategoryId: employee.employeeCategoryId, officeCode });
}
