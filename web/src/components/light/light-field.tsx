import type { InputHTMLAttributes } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n';
import type { Values, ZodForm } from '../zod-form-state';

/**
 * A labelled 44 px input bound to one field of a `useZodForm` (the light twin of zod-form's
 * TextField): the error, in the page's language, below it and named by it. `testId` is on a box
 * around the input, as on Cloudscape's Input, so the same tests find the input inside.
 */
export function LightTextField<S extends z.ZodType>({
  form,
  name,
  label,
  type = 'text',
  hint,
  autoComplete,
  testId,
  autoFocus,
  inputMode,
}: {
  form: ZodForm<S>;
  name: keyof Values<S> & string;
  label: string;
  type?: 'text' | 'email' | 'password';
  hint?: string;
  autoComplete?: string;
  testId?: string;
  autoFocus?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  const t = useT();
  const error = form.shownError(name);
  const id = `field-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="light-field" data-testid={testId ? `${testId}-field` : undefined}>
      <label htmlFor={id}>{label}</label>
      <div data-testid={testId}>
        <input
          id={id}
          className="light-input"
          name={name}
          type={type}
          value={form.values[name]}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => form.set(name, e.target.value)}
          onBlur={() => form.touch(name)}
        />
      </div>
      {hint && (
        <p className="light-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="light-field__error" id={`${id}-error`}>
          {t.localize(error)}
        </p>
      )}
    </div>
  );
}
