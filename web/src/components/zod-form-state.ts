/**
 * The state of a form validated by a zod schema, without its fields' look: the Cloudscape fields
 * (zod-form.tsx) and the light ones of the employee side (light-field.tsx) share it.
 */
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { HUMAN_PARSE } from '../../../shared/registry/human-issues';
import { useServerRefusal } from './server-field-errors';

export type Values<S extends z.ZodType> = { [K in keyof z.input<S>]: string };

/** The first message of each offending field, keyed by field name, in human words (shared/registry/human-issues.ts). */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, HUMAN_PARSE);
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
 * rules are written once. A field shows its error once touched or after a submit attempt. The
 * schema may still be loading (null: a sign-in form shows before zod has come); `submit` then
 * takes it once it is in.
 */
export function useZodForm<S extends z.ZodType>(schema: S | null, initial: Values<S>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => (schema ? fieldErrors(schema, values) : {}), [schema, values]);
  // The server's reason for a field of this form (the last refused call's), until the field is edited.
  const refusal = useServerRefusal();
  const [editedSince, setEditedSince] = useState<{ refusal: number; fields: Record<string, boolean> }>({
    refusal: 0,
    fields: {},
  });
  const serverError = (field: string) =>
    refusal && field in values && !(editedSince.refusal === refusal.id && editedSince.fields[field])
      ? refusal.fields[field]
      : undefined;

  const shown = (field: keyof Values<S> & string) =>
    ((submitted || touched[field]) && errors[field]) || serverError(field) || undefined;

  return {
    values,
    errors,
    /** A field differs from the form's initial values (the leave-page guard asks before losing it). */
    isDirty: (Object.keys(initial) as (keyof Values<S>)[]).some((k) => values[k] !== initial[k]),
    isValid: Object.keys(errors).length === 0,
    set: (field: keyof Values<S> & string, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setDirty((d) => (d[field] ? d : { ...d, [field]: true }));
      if (refusal?.fields[field])
        setEditedSince((e) =>
          e.refusal === refusal.id
            ? { ...e, fields: { ...e.fields, [field]: true } }
            : { refusal: refusal.id, fields: { [field]: true } },
        );
    },
    /**
     * Leaving a field shows its error only once it was edited: an error appearing on a bare
     * focus change would shift the layout under the pointer and swallow the click on Submit.
     */
    touch: (field: keyof Values<S> & string) => {
      if (dirty[field]) setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
    },
    /** Marks every field as shown; returns the parsed values, or undefined when invalid (or no schema yet). */
    submit: (loaded: S | null = schema): z.output<S> | undefined => {
      setSubmitted(true);
      if (!loaded) return undefined;
      const result = loaded.safeParse(values, HUMAN_PARSE);
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
