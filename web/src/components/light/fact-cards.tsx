import './fact-cards.css';
import type { ReactNode } from 'react';
import type { PagedList } from '../../api/use-cursor-pages';
import { useT } from '../../i18n/i18n';
import { LightButton, Spinner } from './light';

/** One fact of a card: its label and value, as a table's column header and cell would show them. */
export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * Rows as stacked cards, a phone's list instead of a wide table: each card's head (a title, an
 * amount, a status) and its facts with their labels, then its actions (44 px links or buttons).
 * The light twin of ResourceTable for the employee's own lists.
 */
export function FactCards<T>({
  items,
  keyOf,
  head,
  facts,
  actions,
  testId,
  cardTestId,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  head: (item: T) => ReactNode;
  facts: (item: T) => Fact[];
  actions?: (item: T) => ReactNode;
  testId?: string;
  cardTestId?: (item: T) => string;
}) {
  return (
    <ul className="tx-cards" data-testid={testId}>
      {items.map((item) => (
        <li key={keyOf(item)} className="tx-card" data-testid={cardTestId?.(item)}>
          <div className="tx-card__head">{head(item)}</div>
          <dl className="tx-card__facts">
            {facts(item).map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd data-testid={f.testId}>{f.value}</dd>
              </div>
            ))}
          </dl>
          {actions && <div className="tx-card__link fact-card__actions">{actions(item)}</div>}
        </li>
      ))}
    </ul>
  );
}

/** Previous and Next page of a server-paged list, with the page's number; nothing when there is one page. */
export function LightPager<T>({ list, testId }: { list: PagedList<T>; testId: string }) {
  const t = useT();
  const lastPage = !list.openEnd && list.currentPage >= list.pagesCount;
  if (list.items.length === 0 || (list.currentPage <= 1 && lastPage)) return null;
  return (
    <nav className="tx-pages" aria-label={t('table.pages')}>
      <LightButton
        disabled={list.currentPage <= 1 || list.isFetching}
        onClick={() => list.goToPage(list.currentPage - 1)}
        testId={`${testId}-previous`}
      >
        {t('table.previousPage')}
      </LightButton>
      <span>{t('table.page', { n: list.currentPage })}</span>
      <LightButton
        disabled={lastPage || list.isFetching}
        onClick={() => list.goToPage(list.currentPage + 1)}
        testId={`${testId}-next`}
      >
        {t('table.nextPage')}
      </LightButton>
    </nav>
  );
}

/**
 * A titled list of an employee's own records on a phone: the title and description, then a
 * spinner while it loads, the empty state (what to do) or the cards, then the pager.
 */
export function LightList({
  title,
  description,
  actions,
  loading,
  empty,
  emptyText,
  emptyAction,
  children,
  testId,
  headingLevel = 1,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  children: ReactNode;
  testId: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="light-stack" data-testid={testId}>
      <header className="light-stack light-stack--s">
        <div className="tx-details__header">
          <Heading className={headingLevel === 1 ? 'light-h1' : 'light-h2'}>{title}</Heading>
          {actions}
        </div>
        {description && <div className="light-secondary">{description}</div>}
      </header>
      {loading ? (
        <Spinner />
      ) : empty ? (
        <div className="light-card light-empty" data-testid="table-empty">
          <p>{emptyText}</p>
          {emptyAction}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
