import { OfficeSchema, type Office } from '../../shared/domain/office';
import { AppError } from '../../shared/registry/errors';
import { keys } from './keys';
import {
  createClaimed,
  deleteClaimed,
  getClaimed,
  putClaimIfAbsent,
  replaceClaimed,
  type ClaimedStore,
} from './claimed-records';
import { putIfAbsent, queryAllOfKind, stripItem, withEntity } from './org-items';
import { nameKey, pageOfSorted, SEP, type Page, type PageRequest, type SortedStart } from './paged-lists';

const ENTITY = 'office';
const VERSION = 1;

export const toOfficeItem = (office: Office) =>
  withEntity(keys.office(office.orgId, office.id), ENTITY, VERSION, office);
export const fromOfficeItem = (item: Record<string, unknown>): Office => OfficeSchema.parse(stripItem(item));

/** An office and the claim of its code (offices without a code claim their id). */
const store: ClaimedStore<Office> = {
  entity: ENTITY,
  version: VERSION,
  label: 'office',
  key: (o) => keys.office(o.orgId, o.id),
  claim: (o) => keys.officeCode(o.orgId, o.officeCode ?? o.id),
  parse: (r) => OfficeSchema.parse(r),
  taken: (o) =>
    new AppError('ALREADY_EXISTS', `The office code ${o.officeCode} is already used by another office.`, [
      { field: 'officeCode', message: 'Code already in use' },
    ]),
};

/** The organisation's offices, by name. */
export async function listOffices(orgId: string): Promise<Office[]> {
  const items = await queryAllOfKind(keys.office(orgId, '').pk, keys.officeSkPrefix);
  return items.map(fromOfficeItem).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One page of the organisation's offices, by name. Offices are keyed by id, so the page is cut in
 * memory from the organisation's offices (a few dozen: one Query; docs/data-model.md#set-up-lists).
 */
export async function listOfficesPage(
  orgId: string,
  page: PageRequest<SortedStart>,
): Promise<Page<Office, SortedStart>> {
  return pageOfSorted(await listOffices(orgId), (o) => nameKey(o.name) + SEP + o.id, page);
}

export const getOffice = (orgId: string, id: string) => getClaimed(store, keys.office(orgId, id));

export async function requireOffice(orgId: string, id: string): Promise<Office> {
  const office = await getOffice(orgId, id);
  if (!office)
    throw new AppError('NOT_FOUND', 'Office not found!', [
      { field: 'officeId', message: `There is no office ${id} in this organisation` },
    ]);
  return office;
}

export const createOffice = (office: Office) => createClaimed(store, office);
export const replaceOffice = (before: Office, after: Office) => replaceClaimed(store, before, after);
export const deleteOffice = (office: Office) => deleteClaimed(store, office);

/** Store an office and its code claim unless present (seeding; tops up the claim of an older seed). */
export async function putOfficeIfAbsent(office: Office): Promise<void> {
  await putIfAbsent(toOfficeItem(office));
  await putClaimIfAbsent(store, office);
}
