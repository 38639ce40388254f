import { paths } from '../../../../shared/routes';

/** The office pages' paths, below their organisation. */
export const officesPath = (orgId: string) => paths.offices({ oid: orgId });
export const officeCreatePath = (orgId: string) => paths.officeCreate({ orgId });
export const officeEditPath = (orgId: string, officeId: string) => paths.officeEdit({ orgId, officeId });
