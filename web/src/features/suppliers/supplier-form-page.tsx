import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import {
  SUPPLIER_MESSAGES,
  SupplierFieldsSchema,
  supplierActionFailed,
  supplierEditable,
  type Supplier,
} from '../../../../shared/domain/benefits/supplier';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';
import { BankDetailsEditor, bankRowsInput, bankRowsValid, type BankRow } from './bank-details-editor';
import { SUPPLIERS_PATH, invalidateSuppliers, supplierViewPath } from './supplier-paths';

/** The text fields of the form: the server's own rules ('*Required'); the bank rows are kept beside them. */
const SupplierTextSchema = SupplierFieldsSchema.omit({ bankDetails: true });

const toValues = (s?: Supplier) => ({
  companyName: s?.companyName ?? '',
  businessRegistrationNumber: s?.businessRegistrationNumber ?? '',
  mobileNumber: s?.mobileNumber ?? '',
  email: s?.email ?? '',
  address: s?.address ?? '',
  contactPersonName: s?.contactPersonName ?? '',
  contactPersonMobileNumber: s?.contactPersonMobileNumber ?? '',
  contactPersonEmail: s?.contactPersonEmail ?? '',
});

const toRows = (s?: Supplier): BankRow[] =>
  (s?.bankDetails ?? []).map((d) => ({ key: d.id, id: d.id, bankCode: d.bankCode, accountNumber: d.accountNumber }));

/** The supplier form: create, or edit of `supplier`. */
function SupplierForm({ supplier }: { supplier?: Supplier }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(SupplierTextSchema, toValues(supplier));
  const [rows, setRows] = useState<BankRow[]>(() => toRows(supplier));
  const [rowsChanged, setRowsChanged] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const create = useCallableMutation('suppliers-create', { errorToast: supplierActionFailed('create') });
  const update = useCallableMutation('suppliers-update', { errorToast: supplierActionFailed('update') });
  const leaveGuard = useLeaveGuard(form.isDirty || rowsChanged);

  const save = () => {
    setSubmitted(true);
    const fields = form.submit();
    if (!fields || !bankRowsValid(rows)) return;
    const input = { ...fields, bankDetails: bankRowsInput(rows) };
    const done = (saved: Supplier, message: string) => {
      invalidateSuppliers(queryClient);
      notify.success(message);
      leaveGuard.allowNextLeave();
      navigate(supplierViewPath(saved.id));
    };
    if (supplier)
      update.mutate(
        { ...input, id: supplier.id, modifiedAt: supplier.modifiedAt },
        { onSuccess: (saved) => done(saved, 'Supplier successfully updated!') },
      );
    else create.mutate(input, { onSuccess: (saved) => done(saved, 'Supplier successfully created!') });
  };

  const text = (name: keyof ReturnType<typeof toValues>, label: string, type?: 'email') => (
    <TextField form={form} name={name} label={label} type={type} testId={`supplier-${name}`} />
  );

  return (
    <FormPage
      title={supplier ? 'Edit Supplier' : 'Create Supplier'}
      description={
        supplier?.status === 'REJECTED'
          ? 'Saving sends the supplier back for approval.'
          : supplier?.status === 'APPROVED'
            ? 'Changing its bank accounts sends the supplier back for approval.'
            : undefined
      }
      testId="supplier-form"
      onSubmit={save}
      onCancel={() => navigate(supplier ? supplierViewPath(supplier.id) : SUPPLIERS_PATH)}
      cancelTestId="supplier-cancel"
      submitTestId="supplier-save"
      busy={create.isPending || update.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection header="Company">
        {text('companyName', 'Company Name')}
        {text('businessRegistrationNumber', 'Business Registration Number')}
        {text('mobileNumber', 'Mobile Number')}
        {text('email', 'Email', 'email')}
        {text('address', 'Address')}
      </FormSection>
      <FormSection header="Contact Person">
        {text('contactPersonName', 'Contact Person Name')}
        {text('contactPersonMobileNumber', 'Contact Person Mobile Number')}
        {text('contactPersonEmail', 'Contact Person Email', 'email')}
      </FormSection>
      <FormSection
        header="Bank Details"
        columns={1}
        wide={
          <BankDetailsEditor
            rows={rows}
            onChange={(next) => {
              setRows(next);
              setRowsChanged(true);
            }}
            accountName={form.values.companyName.trim()}
            showErrors={submitted}
          />
        }
      >
        {null}
      </FormSection>
    </FormPage>
  );
}

/** /suppliers/create */
export function CreateSupplierPage() {
  return <SupplierForm />;
}

/** /suppliers/:id/edit: not for a blacklisted supplier (the server refuses it too). */
export function EditSupplierPage() {
  const { id = '' } = useParams();
  const supplier = useCallableQuery(
    'suppliers-getSupplier',
    { id },
    { enabled: id !== '', errorToast: SUPPLIER_MESSAGES.notFound },
  );
  if (supplier.isPending) return <Spinner size="large" />;
  const s = supplier.data;
  if (!s) return <Box color="text-status-inactive">{SUPPLIER_MESSAGES.dataNotFound}</Box>;
  if (!supplierEditable(s.status))
    return (
      <Box color="text-status-inactive" data-testid="supplier-not-editable">
        A blacklisted supplier cannot be edited.
      </Box>
    );
  return <SupplierForm key={`${s.id}@${s.modifiedAt}`} supplier={s} />;
}
