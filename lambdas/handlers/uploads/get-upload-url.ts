import { getUploadUrl } from '../../../shared/callables/uploads';
import { uploadProblem } from '../../../shared/domain/files/uploads';
import { AppError } from '../../../shared/registry/errors';
import { isManagementRole } from '../../../shared/registry/roles';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { getOrg } from '../../data/organisations/orgs';
import { PRODUCT_OFF_MESSAGES, productOn } from '../../../shared/registry/org-gate';
import { presignUpload } from '../../core/uploads';

/**
 * The type and exact size are checked here and signed into the URL, so S3 takes nothing else.
 * Administrators upload organisation attachments and wallet logos; an employee only the screenshot
 * of their own wallet verification, stored in their own folder of their organisation; management
 * (Managers, Executives) only invoices for disbursement payees, into its own organisation's
 * invoice folder (the organisation comes from the token, never from the payload).
 */
export const handler = makeHandler(getUploadUrl, async ({ purpose, orgId, fileName, contentType, size }, caller) => {
  const forEmployee = purpose === 'walletScreenshot';
  const forManagement = purpose === 'invoice';
  const allowed = forManagement
    ? isManagementRole(caller.role)
    : forEmployee
      ? caller.role === 'employee'
      : caller.isAdmin;
  if (!allowed) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  const problem = uploadProblem(purpose, { contentType, size, fileName });
  if (problem) throw new AppError('INVALID_ARGUMENT', problem.message, [problem]);
  if (forManagement) {
    const ownOrg = scopeOrg(caller, orgId);
    return presignUpload(purpose, ownOrg, fileName, contentType, size);
  }
  if (forEmployee) {
    const employee = await requireOwnEmployee(caller);
    // The wallet screenshot belongs to eBenefits' election: the callable serves every product, so this purpose asks itself.
    if (caller.org && !productOn(caller.org, 'eBenefits'))
      throw new AppError('PRODUCT_OFF', PRODUCT_OFF_MESSAGES.eBenefits);
    return presignUpload(purpose, employee.orgId, fileName, contentType, size, employee.employeeICNumber);
  }
  if (purpose === 'orgAttachment') {
    if (!orgId)
      throw new AppError('INVALID_ARGUMENT', 'Choose the organisation the file belongs to.', [
        { field: 'orgId', message: 'Required!' },
      ]);
    if (!(await getOrg(orgId))) throw new AppError('NOT_FOUND', `There is no organisation ${orgId}.`);
  }
  return presignUpload(purpose, purpose === 'orgAttachment' ? orgId : undefined, fileName, contentType, size);
});
