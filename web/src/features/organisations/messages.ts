import { paths } from '../../../../shared/routes';
/** The organisation pages' paths. */
export const ORGS_PATH = paths.organisations();
export const ORG_CREATE_PATH = paths.organisationCreate();
export const orgViewPath = (oid: string) => paths.organisationView({ oid });
export const orgEditPath = (oid: string) => paths.organisationEdit({ oid });

/** The toasts of the organisation screens (the list, one organisation, the franchisor choice). */
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
