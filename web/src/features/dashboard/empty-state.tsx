import type { ReactNode } from 'react';

/** What a dashboard part shows while it has nothing: a title and what to do (light elements). */
export function EmptyState({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="light-empty" data-testid={testId}>
      <b>{title}</b>
      <p>{children}</p>
      {action}
    </div>
  );
}
