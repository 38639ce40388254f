/**
 * The employee side's light components (web/src/app/light.css): plain elements in Cloudscape's
 * design tokens, for the pages an employee opens first (sign-in, dashboard, Transactions), which
 * then need none of Cloudscape's scripts. The management and administration portal keeps Cloudscape.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/i18n';

/** Shown while a page or its data loads. */
export function Spinner() {
  const t = useT();
  return <div className="light-spinner" role="status" aria-label={t('common.loading')} />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'normal';
  block?: boolean;
  testId?: string;
  /** Busy: the button is disabled and says so to a screen reader. */
  loading?: boolean;
};

/** A 44 px button; primary: filled with the brand's colour. */
export function LightButton({
  variant = 'normal',
  block,
  testId,
  loading,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['light-button', variant === 'primary' && 'light-button--primary', block && 'light-button--block'];
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-testid={testId}
      className={[...classes, className].filter(Boolean).join(' ')}
    />
  );
}

/** A white container with a hairline border. */
export function Card({ children, testId, className }: { children: ReactNode; testId?: string; className?: string }) {
  return (
    <section className={['light-card', className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </section>
  );
}
