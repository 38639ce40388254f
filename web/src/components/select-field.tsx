import type { z } from 'zod';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useT } from '../i18n/i18n';
import type { ZodForm } from './zod-form';

export interface SelectFieldProps<S extends z.ZodType> {
  form: ZodForm<S>;
  name: keyof ZodForm<S>['values'] & string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** `<testId>` on the select, `<testId>-field` on its form field. */
  testId?: string;
}

/**
 * A labelled Cloudscape select bound to one field of a `useZodForm`. A stored value that is no
 * longer among the options (e.g. older data) is still shown and kept until changed.
 */
export function SelectField<S extends z.ZodType>({
  form,
  name,
  label,
  options,
  placeholder,
  testId,
}: SelectFieldProps<S>) {
  const t = useT();
  const value = form.values[name];
  const error = form.shownError(name);
  const known = options.find((o) => o.value === value);
  const all = value && !known ? [{ value, label: value }, ...options] : options;
  return (
    <FormField
      label={label}
      errorText={error === undefined ? undefined : t.localize(error)}
      data-testid={testId ? `${testId}-field` : undefined}
    >
      <Select
        selectedOption={value ? (known ?? { value, label: value }) : null}
        options={all.map((o) => ({ ...o }))}
        placeholder={placeholder ?? `Choose ${label.toLowerCase()}`}
        onChange={(e) => form.set(name, e.detail.selectedOption.value ?? '')}
        onBlur={() => form.touch(name)}
        data-testid={testId}
      />
    </FormField>
  );
}
