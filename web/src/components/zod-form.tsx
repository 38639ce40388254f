import { useT } from '../i18n/i18n';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';

type Values<S extends z.ZodType> = { [K in keyof z.input<S>]: string };

/** The first message of each offending field, keyed by field name. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Form state validated by a zod schema (the callable's own where there is one), so the
 * rules are written once. A field shows its error once touched or after a submit attempt.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: Values<S>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => fieldErrors(schema, values), [schema, values]);

  const shown = (field: keyof Values<S> & string) => ((submitted || touched[field]) && errors[field]) || undefined;

  return {
    values,
    errors,
    /** A field differs from the form's initial values (the leave-page guard asks before losing it). */
    isDirty: (Object.keys(initial) as (keyof Values<S>)[]).some((k) => values[k] !== initial[k]),
    isValid: Object.keys(errors).length === 0,
    set: (field: keyof Values<S> & string, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setDirty((d) => (d[field] ? d : { ...d, [field]: true }));
    },
    /**
     * Leaving a field shows its error only once it was edited: an error appearing on a bare
     * focus change would shift the layout under the pointer and swallow the click on Submit.
     */
    touch: (field: keyof Values<S> & string) => {
      if (dirty[field]) setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
    },
    /** Marks every field as shown; returns the parsed values, or undefined when invalid. */
    submit: (): z.output<S> | undefined => {
      setSubmitted(true);
      const result = schema.safeParse(values);
      return result.success ? result.data : undefined;
    },
    shownError: shown,
    reset: () => {
      setValues(initial);
      setTouched({});
      setDirty({});
      setSubmitted(false);
    },
  };
}

export type ZodForm<S extends z.ZodType> = ReturnType<typeof useZodForm<S>>;

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
