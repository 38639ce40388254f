import { describe, expect, it } from 'vitest';
import { defaultColumnDisplay, reconcileColumnDisplay } from '../../web/src/components/column-display';

const COLUMNS = [{ id: 'name' }, { id: 'email', hiddenByDefault: true }, { id: 'status' }, { id: 'actions' }];

describe('a table column display', () => {
  it('shows every column but those hidden by default, in definition order', () => {
    expect(defaultColumnDisplay(COLUMNS)).toEqual([
      { id: 'name', visible: true },
      { id: 'email', visible: false },
      { id: 'status', visible: true },
      { id: 'actions', visible: true },
    ]);
  });

  it('uses the defaults when nothing was saved', () => {
    expect(reconcileColumnDisplay(undefined, COLUMNS)).toEqual(defaultColumnDisplay(COLUMNS));
    expect(reconcileColumnDisplay([], COLUMNS)).toEqual(defaultColumnDisplay(COLUMNS));
  });

  it('keeps the saved order and choices of the columns that still exist', () => {
    const saved = [
      { id: 'status', visible: true },
      { id: 'name', visible: true },
      { id: 'email', visible: true },
      { id: 'actions', visible: false },
    ];
    expect(reconcileColumnDisplay(saved, COLUMNS)).toEqual(saved);
  });

  it('drops columns that are gone, appends new ones at their default, and ignores repeats', () => {
    const saved = [
      { id: 'status', visible: true },
      { id: 'removed', visible: true },
      { id: 'status', visible: false },
      { id: 'name', visible: true },
    ];
    expect(reconcileColumnDisplay(saved, COLUMNS)).toEqual([
      { id: 'status', visible: true },
      { id: 'name', visible: true },
      { id: 'email', visible: false },
      { id: 'actions', visible: true },
    ]);
  });

  it('falls back to the defaults when the saved choice hides every column', () => {
    const saved = COLUMNS.map((c) => ({ id: c.id, visible: false }));
    expect(reconcileColumnDisplay(saved, COLUMNS)).toEqual(defaultColumnDisplay(COLUMNS));
  });
});
