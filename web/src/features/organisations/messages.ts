/** Spec part 2 §2 routes of organisation administration. */
export const ORGS_PATH = '/internal/organizations';
export const ORG_CREATE_PATH = '/internal/organizations/create';
export const orgViewPath = (id: string) => `/internal/organizations/${id}/view`;
export const orgEditPath = (id: string) => `/internal/organizations/${id}/edit`;

/** Spec part 2 §8 (and part 1 §8 for one organisation and the franchisor choice). */
export const ORG_MESSAGES = {
  listFailed: 'Failed to retrieve organizations!',
  getFailed: 'Failed to retrieve organization!',
  deleteFailed: 'Failed to delete organization!',
  createFailed: 'Failed to create organization!',
  updateFailed: 'Organization update failed!',
  franchisorFailed: 'Failed to fetch Franchisor!',
  created: 'Organization created successfully!',
  updated: 'Organization updated successfully!',
  deleted: 'Organization deleted successfully!',
  attachmentFailed: 'The organization was saved, but an attachment could not be uploaded. Add it again from Edit.',
} as const;
