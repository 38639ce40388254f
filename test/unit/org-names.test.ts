import { describe, expect, it, vi } from 'vitest';

/** The organisations "stored": the reads made, each a list of the ids asked for. */
const reads: string[][] = [];
const stored = new Map([
  ['o1', { id: 'o1', name: 'Kedai Satu Sdn Bhd' }],
  ['o2', { id: 'o2', name: 'Kedai Dua Sdn Bhd', deleted: true }],
]);
vi.mock('../../lambdas/data/organisations/orgs', () => ({
  getOrgsByIds: vi.fn(async (ids: Iterable<string>, opts: { withDeleted?: boolean } = {}) => {
    const asked = [...ids];
    reads.push(asked);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Map(asked.flatMap((id) => (stored.has(id) && opts.withDeleted ? [[id, stored.get(id)]] : [])));
  }),
}));

const { orgNameBook } = await import('../../lambdas/data/organisations/org-names');

describe('orgNameBook', () => {
  it('reads nothing when every row has its name, and names a row by its own name first', async () => {
    reads.length = 0;
    const book = orgNameBook();
    const rows = [{ orgId: 'o1', orgName: 'As stored' }];
    await book.fill(rows);
    expect(reads).toEqual([]);
    expect(book.nameOf(rows[0])).toBe('As stored');
  });

  it("reads the names rows lack once per organisation, even under concurrent fills; a soft-deleted organisation's too", async () => {
    reads.length = 0;
    const book = orgNameBook();
    const rows = [{ orgId: 'o1' }, { orgId: 'o2' }, { orgId: 'o1', orgName: 'Own' }, { orgId: 'gone' }];
    await Promise.all([book.fill(rows.slice(0, 2)), book.fill([rows[0]]), book.fill(rows)]);
    expect(reads).toEqual([['o1', 'o2'], ['gone']]);
    expect(rows.map((r) => book.nameOf(r))).toEqual(['Kedai Satu Sdn Bhd', 'Kedai Dua Sdn Bhd', 'Own', undefined]);
    await book.fill(rows);
    expect(reads).toHaveLength(2);
  });
});
