import { getOrgsByIds } from './orgs';

/** A row that names its organisation by id, and by name when it was stored with one. */
interface OrgRow {
  orgId: string;
  orgName?: string;
}

/**
 * The organisation names of rows that may lack one (withdrawals stored without `orgName`), read
 * when first needed and kept for the call: `fill` reads the names of the rows' organisations not
 * known yet in one BatchGetItem (per 100), nothing when every row has its name or its organisation
 * was read before; `nameOf` is the row's own name, else its organisation's (soft-deleted ones too,
 * as a record of theirs still shows it). Concurrent fills wait for the read already asked for.
 */
export function orgNameBook(): {
  fill: (rows: readonly OrgRow[]) => Promise<void>;
  nameOf: (row: OrgRow) => string | undefined;
} {
  const asked = new Map<string, Promise<string | undefined>>();
  const known = new Map<string, string | undefined>();
  return {
    async fill(rows) {
      const wanted = [...new Set(rows.flatMap((r) => (r.orgName ? [] : [r.orgId])))];
      const missing = wanted.filter((id) => !asked.has(id));
      if (missing.length) {
        const read = getOrgsByIds(missing, { withDeleted: true });
        for (const id of missing)
          asked.set(
            id,
            read.then((orgs) => orgs.get(id)?.name),
          );
      }
      await Promise.all(wanted.map(async (id) => known.set(id, await asked.get(id))));
    },
    nameOf: (row) => row.orgName ?? known.get(row.orgId),
  };
}
