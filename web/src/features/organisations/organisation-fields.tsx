import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { OrganisationFormSchema } from '../../../../shared/domain/organisation';
import type { ZodForm } from '../../components/zod-form';

type OrgForm = ZodForm<typeof OrganisationFormSchema>;
export type OrgField = Parameters<OrgForm['set']>[0];

export interface Choice {
  value: string;
  label: string;
}

export const YES_NO: Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A labelled select bound to one field of the organisation form. */
export function SelectField({ form, name, label, options, testId, placeholder, loading, description }: {
  form: OrgForm;
  name: OrgField;
  label: string;
  options: Choice[];
  testId: string;
  placeholder?: string;
  loading?: boolean;
  description?: string;
}) {
  const value = form.values[name];
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <FormField label={label} description={description} errorText={form.shownError(name)} data-testid={`${testId}-field`}>
      <Select
        selectedOption={selected}
        options={options}
        placeholder={placeholder ?? 'Choose'}
        statusType={loading ? 'loading' : 'finished'}
        filteringType={options.length > 8 ? 'auto' : 'none'}
        onChange={(e) => {
          form.set(name, e.detail.selectedOption.value ?? '');
          form.touch(name);
        }}
        onBlur={() => form.touch(name)}
        data-testid={testId}
      />
    </FormField>
  );
}
