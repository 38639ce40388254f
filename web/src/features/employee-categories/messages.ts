import { NOT_PENDING_MESSAGE } from '../../../../shared/domain/employees/employee-category';
import { paths } from '../../../../shared/routes';

/** The toasts of the employee categories screens. */
export const CATEGORY_MESSAGES = {
  listFailed: 'Unable to retrieve employee categories!',
  createFailed: 'Failed to create employee category!',
  updateFailed: 'Employee category update failed!',
  bulkApproved: 'Employee categories successfully approved!',
  bulkFailed: 'Bulk approval failed!',
  notPending: NOT_PENDING_MESSAGE,
} as const;

export const categoryUpdatePath = (id: string) => paths.employeeCategoryUpdate({ id });
export const CATEGORIES_PATH = paths.employeeCategories();
export const CATEGORY_CREATE_PATH = paths.employeeCategoryCreate();
