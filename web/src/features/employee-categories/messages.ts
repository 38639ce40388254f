import { NOT_PENDING_MESSAGE } from '../../../../shared/domain/employee-category';

/** Spec part 1 §8: the toasts of the employee categories screens. */
export const CATEGORY_MESSAGES = {
  listFailed: 'Unable to retrieve employee categories!',
  createFailed: 'Failed to create employee category!',
  updateFailed: 'Employee category update failed!',
  bulkApproved: 'Employee categories successfully approved!',
  bulkFailed: 'Bulk approval failed!',
  notPending: NOT_PENDING_MESSAGE,
} as const;

export const categoryUpdatePath = (id: string) => `/employee-categories/${encodeURIComponent(id)}/update`;
export const CATEGORIES_PATH = '/employee-categories';
export const CATEGORY_CREATE_PATH = '/employee-categories/create';
