import { OfficeSchema, type Office } from '../../../shared/domain/employees/office';
import { AppError } from '../../../shared/registry/errors';
import { keys, setupListGsi1, setupListIndex } from '../table/keys';
import {
  claimedItem,
  createClaimed,
  deleteClaimed,
  getClaimed,
  putClaimIfAbsent,
  replaceClaimed,
  type ClaimedStore,
} from '../table/claimed-records';
import { putIfAbsent, queryAllOfKind, stripItem } from '../table/org-items';
import { nameKey, queryListIndexPage, SEP, type Page, type PageRequest } from '../table/paged-lists';

const ENTITY = 'office';
const VERSION = 1;

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
  // Offices are keyed by id but listed by name: GSI1 holds them in that order (docs/data-model.md#set-up-lists).
  index: (o) => setupListIndex(setupListGsi1.offices(o.orgId), nameKey(o.name) + SEP + o.id),
};

/** The stored item of an office (seed and fixtures write it too). */
export const toOfficeItem = (office: Office) => claimedItem(store, office);

/** The organisation's offices, by name. */
export async function listOffices(orgId: string): Promise<Office[]> {
  const items = await queryAllOfKind(keys.office(orgId, '').pk, keys.officeSkPrefix);
  return items.map(fromOfficeItem).sort((a, b) => a.name.localeCompare(b.name));
}

/** One page of the organisation's offices, by name: one Query of GSI1 in that order. */
export async function listOfficesPage(orgId: string, page: PageRequest): Promise<Page<Office>> {
  const out = await queryListIndexPage(setupListGsi1.offices(orgId), page);
  return { items: out.items.map(fromOfficeItem), next: out.next };
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
