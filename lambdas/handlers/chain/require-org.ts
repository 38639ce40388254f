import { AppError } from '../../../shared/registry/errors';
import { getOrg } from '../../data/organisations/orgs';

/** An administrator's write names an organisation that exists (404 otherwise, on `orgId`). */
export async function requireOrgExists(orgId: string): Promise<void> {
  if (!(await getOrg(orgId)))
    throw new AppError('NOT_FOUND', 'Organization not found!', [
      { field: 'orgId', message: `There is no organisation ${orgId}` },
    ]);
}
