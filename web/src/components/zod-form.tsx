import { useT } from '../i18n/i18n';
import type { z } from 'zod';
import type { Values, ZodForm } from './zod-form-state';
export { fieldErrors, useZodForm, type ZodForm } from './zod-form-state';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';

export interface TextFieldProps<S extends z.ZodType> {
  form: ZodForm<S>;
  name: keyof Values<S> & string;
  label: string;
  type?: InputProps['type'];
  description?: string;
  constraintText?: string;
  autoComplete?: string;
  testId?: string;
  autoFocus?: boolean;
  /** Shown but not editable (a view screen, a key that cannot change). */
  readOnly?: boolean;
  /** An error from elsewhere (the server), shown when the schema finds none. */
  extraError?: string;
}

/** A labelled Cloudscape input bound to one field of a `useZodForm`. */
export function TextField<S extends z.ZodType>({
  form,
  name,
  label,
  type = 'text',
  description,
  constraintText,
  autoComplete,
  testId,
  autoFocus,
  readOnly,
  extraError,
}: TextFieldProps<S>) {
  const t = useT();
  const error = form.shownError(name) ?? extraError;
  return (
    <FormField
      label={label}
      description={description}
      constraintText={constraintText}
      errorText={error === undefined ? undefined : t.localize(error)}
      data-testid={testId ? `${testId}-field` : undefined}
    >
      <Input
        type={type}
        value={form.values[name]}
        readOnly={readOnly}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(e) => form.set(name, e.detail.value)}
        onBlur={() => form.touch(name)}
        data-testid={testId}
        name={name}
      />
    </FormField>
  );
}
