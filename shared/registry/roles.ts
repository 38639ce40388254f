/** Every role a Cognito user can carry in `custom:role` (docs/rules.md#roles-and-tenants). */
export const ROLES = ['superadmin', 'admin', 'Manager', 'Executive', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** The provider's administrators: they act across organisations and belong to none. */
export const ADMIN_ROLES = ['superadmin', 'admin'] as const satisfies readonly Role[];
/** The employer's management group. */
export const MANAGEMENT_ROLES = ['Manager', 'Executive'] as const satisfies readonly Role[];
/** Roles that belong to an organisation (tenant). */
export const ORG_ROLES = ['Manager', 'Executive', 'employee'] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isAdminRole = (role: Role | undefined | null): boolean => role === 'admin' || role === 'superadmin';
export const isManagementRole = (role: Role | undefined | null): boolean => role === 'Manager' || role === 'Executive';

/** The version of the Terms and Conditions in force (last updated on 30 January 2023). */
export const TERMS_VERSION = '2023-01-30';
