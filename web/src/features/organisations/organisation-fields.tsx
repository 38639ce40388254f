import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import { walletIdsOf, type OrganisationFormSchema } from '../../../../shared/domain/organisations/organisation-form';
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
export function SelectField({
  form,
  name,
  label,
  options,
  testId,
  placeholder,
  loading,
  description,
}: {
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
    <FormField
      label={label}
      description={description}
      errorText={form.shownError(name)}
      data-testid={`${testId}-field`}
    >
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

/**
 * The e-wallets offered to the organisation's employees (at least one, docs/rules.md#organisations): the Active
 * ones, plus any already chosen that has since been made InActive (kept unless removed).
 */
export function WalletsField({
  form,
  wallets,
  loading,
}: {
  form: OrgForm;
  wallets: { id: string; name: string; status: string }[];
  loading: boolean;
}) {
  const chosen = walletIdsOf(form.values.wallets);
  const options = wallets
    .filter((w) => w.status === 'Active' || chosen.includes(w.id))
    .map((w) => ({ value: w.id, label: w.name, ...(w.status === 'Active' ? {} : { description: 'InActive' }) }));
  return (
    <FormField
      label="E-wallets"
      description="The e-wallets employees may elect for their benefits."
      errorText={form.shownError('wallets')}
      data-testid="org-wallets-field"
    >
      <Multiselect
        selectedOptions={options.filter((o) => chosen.includes(o.value))}
        options={options}
        placeholder="Choose e-wallets"
        statusType={loading ? 'loading' : 'finished'}
        onChange={(e) => {
          form.set(
            'wallets',
            e.detail.selectedOptions
              .map((o) => o.value ?? '')
              .filter(Boolean)
              .join(','),
          );
          form.touch('wallets');
        }}
        onBlur={() => form.touch('wallets')}
        data-testid="org-wallets"
      />
    </FormField>
  );
}
