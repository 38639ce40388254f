import { deleteOffice } from '../../../shared/callables/org-offices';
import { officeInUseMessage } from '../../../shared/domain/employees/office';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { countEmployeesWith } from '../../data/table/claimed-records';
import { deleteOffice as removeOffice, requireOffice } from '../../data/organisations/offices';

/** Employees keep their office by id, so an office still in use is kept (409) rather than orphaning them. */
export const handler = makeHandler(deleteOffice, async ({ orgId, officeId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const office = await requireOffice(org, officeId);
  const using = await countEmployeesWith(org, 'officeId', office.id);
  if (using > 0)
    throw new AppError('INVALID_STATE', officeInUseMessage(using), [
      { field: 'officeId', message: `${using} employee(s) work at ${office.name}` },
    ]);
  await removeOffice(office);
  return office;
});
