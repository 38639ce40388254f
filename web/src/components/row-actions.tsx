import { useSyncExternalStore, type ReactNode } from 'react';
import { spaceScaledXs } from '@cloudscape-design/design-tokens';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useNavigateTo } from './use-navigate-to';
import { useT } from '../i18n/i18n';
import { ACTIONS_COLUMN_ID, type ResourceColumn } from './resource-table-parts';

/**
 * One action of a table row: a button that runs `onClick`, or a link to a page of the site
 * (`href`, followed without a reload).
 */
export interface RowAction {
  /** The action's test id, unique on the page ('approve-<row id>'): the inline button's, or the menu item's. */
  id: string;
  /** What the action says ('Edit'), in the page's language. */
  text: string;
  onClick?: () => void;
  href?: string;
  /** What a screen reader says when the text alone does not name the row ('Approve the request of …'). */
  ariaLabel?: string;
  disabled?: boolean;
  disabledReason?: string;
}

/** At most this many actions stand side by side in a row; more go into the Actions menu. */
export const INLINE_ACTIONS_MAX = 2;

/**
 * Below this width (Cloudscape's smallest breakpoint: a phone, a narrow window) a row's actions
 * are always a menu, so that the table's name and status keep the screen's width.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 688px)';

const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

/** Whether the window is a phone's width (follows the window as it is resized or turned). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
}

/**
 * The inline link buttons of a table row, side by side on one line. Cloudscape's SpaceBetween
 * wraps its children and a narrow cell breaks a button's word ('Approv / e'); here the row keeps
 * its height and the column takes the width the words need.
 */
function InlineRowActions({ children }: { children: ReactNode }) {
  return (
    <span
      style={{ display: 'inline-flex', flexWrap: 'nowrap', whiteSpace: 'nowrap', gap: spaceScaledXs }}
      data-row-actions=""
    >
      {children}
    </span>
  );
}

/**
 * THE action cell of every table: the row's actions on one line, never broken. A row with at
 * most {@link INLINE_ACTIONS_MAX} actions shows them as link buttons side by side on a wide
 * screen (a single action everywhere); with more, or several on a phone, one 'Actions' menu
 * holds them (each item keeps the action's test id as its own). No action: a dash.
 */
export function RowActions({
  actions,
  menuLabel,
  menuTestId,
}: {
  actions: readonly RowAction[];
  /** How a screen reader names the menu: 'Actions for <row>'. */
  menuLabel: string;
  /** The menu button's test id ('employee-actions-<ic>'). */
  menuTestId?: string;
}) {
  const t = useT();
  const navigate = useNavigateTo();
  const narrow = useNarrowScreen();
  if (actions.length === 0) return <span data-row-actions="">-</span>;
  const run = (action: RowAction) => {
    if (action.href) navigate(action.href);
    else action.onClick?.();
  };

  if (actions.length === 1 || (!narrow && actions.length <= INLINE_ACTIONS_MAX))
    return (
      <InlineRowActions>
        {actions.map((action) => (
          <Button
            key={action.id}
            variant="inline-link"
            formAction="none"
            href={action.href}
            onClick={action.href ? undefined : () => action.onClick?.()}
            onFollow={(e) => {
              e.preventDefault();
              run(action);
            }}
            ariaLabel={action.ariaLabel}
            disabled={action.disabled}
            disabledReason={action.disabledReason}
            data-testid={action.id}
          >
            {action.text}
          </Button>
        ))}
      </InlineRowActions>
    );

  const items: ButtonDropdownProps.Item[] = actions.map((action) => ({
    id: action.id,
    text: action.text,
    href: action.href,
    disabled: action.disabled,
    disabledReason: action.disabledReason,
  }));
  const byId = (id: string) => actions.find((a) => a.id === id);
  return (
    <span data-row-actions="" style={{ whiteSpace: 'nowrap' }}>
      <ButtonDropdown
        items={items}
        ariaLabel={menuLabel}
        expandToViewport
        data-testid={menuTestId}
        onItemClick={(e) => {
          const action = byId(e.detail.id);
          if (action && !action.href) run(action);
        }}
        onItemFollow={(e) => {
          e.preventDefault();
          const action = byId(e.detail.id);
          if (action) run(action);
        }}
      >
        {t('table.actions')}
      </ButtonDropdown>
    </span>
  );
}

/**
 * The row actions column of a table (the last, kept in view and never hidden): its header and,
 * per row, the actions {@link RowActions} shows.
 */
export function actionsColumn<T>({
  header,
  actions,
  menuLabel,
  menuTestId,
}: {
  /** 'Actions' (the spec's header; 'Options' on the disbursements). */
  header: string;
  actions: (item: T) => readonly RowAction[];
  menuLabel: (item: T) => string;
  menuTestId?: (item: T) => string;
}): ResourceColumn<T> {
  return {
    id: ACTIONS_COLUMN_ID,
    header,
    cell: (item) => <RowActions actions={actions(item)} menuLabel={menuLabel(item)} menuTestId={menuTestId?.(item)} />,
  };
}
