import type { ReactNode } from 'react';
import { spaceScaledXs } from '@cloudscape-design/design-tokens';

/**
 * The inline link buttons of a table row, side by side on one line. Cloudscape's SpaceBetween
 * wraps its children and a narrow cell breaks a button's word ('Approv / e'); here the row keeps
 * its height and the column takes the width the words need.
 */
export function InlineRowActions({ children }: { children: ReactNode }) {
  return (
    <span
      style={{ display: 'inline-flex', flexWrap: 'nowrap', whiteSpace: 'nowrap', gap: spaceScaledXs }}
      data-row-actions=""
    >
      {children}
    </span>
  );
}
