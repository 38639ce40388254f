/** A column's place and visibility, as Cloudscape's `columnDisplay` and content display preference hold them. */
export interface ColumnDisplayItem {
  id: string;
  visible: boolean;
}

/** What the column display needs of a column definition. */
export interface DisplayableColumn {
  id: string;
  /** Shown only once chosen in the table's preferences. */
  hiddenByDefault?: boolean;
}

/** Every column in definition order, visible unless it is hidden by default. */
export function defaultColumnDisplay(columns: readonly DisplayableColumn[]): ColumnDisplayItem[] {
  return columns.map((c) => ({ id: c.id, visible: !c.hiddenByDefault }));
}

/**
 * The saved column display of a table, brought up to date with its columns: the saved order and
 * visibility of the columns that still exist, then any column added since (at its default
 * visibility). Columns that no longer exist are dropped, so an old preference never hides a page.
 */
export function reconcileColumnDisplay(saved: unknown, columns: readonly DisplayableColumn[]): ColumnDisplayItem[] {
  // What was saved comes back from the browser's storage, written by any earlier version of the site.
  if (!Array.isArray(saved) || saved.length === 0) return defaultColumnDisplay(columns);
  const entries: readonly unknown[] = saved;
  const known = new Set(columns.map((c) => c.id));
  const kept = entries
    .filter(isSavedItem)
    .filter((item, index, items) => known.has(item.id) && items.findIndex((s) => s.id === item.id) === index);
  const keptIds = new Set(kept.map((item) => item.id));
  const added = defaultColumnDisplay(columns.filter((c) => !keptIds.has(c.id)));
  const merged = [...kept.map((item) => ({ id: item.id, visible: item.visible !== false })), ...added];
  // A table with every column hidden shows nothing to act on: fall back to the defaults.
  return merged.some((item) => item.visible) ? merged : defaultColumnDisplay(columns);
}

/** An entry of a saved column display: an object with a column id (its visibility may be missing). */
function isSavedItem(entry: unknown): entry is { id: string; visible?: unknown } {
  return typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string';
}
