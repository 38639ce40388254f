import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import { getImportDocument } from '../../data/finance/partner-import';
import { findOrgIdByDomain, getOrg } from '../../data/organisations/orgs';

/**
 * What one file's rows look up again and again, read once per part: organisations by code, each
 * franchisor, and the names of the files earlier rows came from (for 'already recorded' messages).
 * A part is a few minutes of one invocation, so a change made meanwhile is seen by the next part.
 */
export interface ImportLookups {
  /** The live organisation of an organisation code (case-insensitive), or undefined. */
  orgByCode(code: string): Promise<OrganisationRecord | undefined>;
  /** A live organisation by id (a franchisee's franchisor), or undefined. */
  orgById(id: string): Promise<OrganisationRecord | undefined>;
  /** The file name of a document (the one importing is known already). */
  fileNameOf(documentId: string): Promise<string>;
}

function memo<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) {
      value = load(key);
      // A failed read is not kept: the next row asks again.
      value.catch(() => cache.delete(key));
      cache.set(key, value);
    }
    return value;
  };
}

export function importLookups(current: { id: string; fileName: string }): ImportLookups {
  const orgById = memo((id) => getOrg(id));
  const orgByCode = memo(async (code) => {
    const id = await findOrgIdByDomain(code);
    return id ? orgById(id) : undefined;
  });
  const fileNameOf = memo(async (documentId) => {
    if (documentId === current.id) return current.fileName;
    return (await getImportDocument(documentId))?.doc.fileName ?? documentId;
  });
  return { orgByCode: (code) => orgByCode(code.trim().toLowerCase()), orgById, fileNameOf };
}
