import { OfficeSchema, type Office } from '../../../shared/domain/office';
import { keys } from '../keys';
import { putIfAbsent, queryAllOfKind, stripItem, withEntity } from './org-items';

const ENTITY = 'office';
const VERSION = 1;

export const toOfficeItem = (office: Office) => withEntity(keys.office(office.orgId, office.id), ENTITY, VERSION, office);
export const fromOfficeItem = (item: Record<string, unknown>): Office => OfficeSchema.parse(stripItem(item));

/** The organisation's offices, by name. */
export async function listOffices(orgId: string): Promise<Office[]> {
  const items = await queryAllOfKind(keys.office(orgId, '').pk, keys.officeSkPrefix);
  return items.map(fromOfficeItem).sort((a, b) => a.name.localeCompare(b.name));
}

/** Store an office unless its id is taken (seeding; the offices area adds its own writes). */
export const putOfficeIfAbsent = (office: Office) => putIfAbsent(toOfficeItem(office));
