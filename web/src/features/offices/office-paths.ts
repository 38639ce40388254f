/** Spec part 2 §2: the office routes of the organisation administration. */
export const officesPath = (orgId: string) => `/internal/organizations/${encodeURIComponent(orgId)}/offices`;
export const officeCreatePath = (orgId: string) => `/internal/organizations/${encodeURIComponent(orgId)}/create-office`;
export const officeEditPath = (orgId: string, officeId: string) => `/internal/organizations/${encodeURIComponent(orgId)}/offices/${encodeURIComponent(officeId)}/edit`;
