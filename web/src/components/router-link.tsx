import type { ReactNode } from 'react';
import { useNavigateTo } from './use-navigate-to';
import Link, { type LinkProps } from '@cloudscape-design/components/link';

/** A Cloudscape link that moves inside the app (no page reload). */
export function RouterLink({
  href,
  children,
  testId,
  variant,
  ariaLabel,
}: {
  href: string;
  children: ReactNode;
  testId?: string;
  variant?: LinkProps.Variant;
  ariaLabel?: string;
}) {
  const navigate = useNavigateTo();
  return (
    <Link
      href={href}
      variant={variant}
      ariaLabel={ariaLabel}
      data-testid={testId}
      onFollow={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Link>
  );
}
