import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { bankByCode } from '../../../../shared/domain/money/banks';
import {
  DISBURSEMENT_MESSAGES,
  PayeeAmountSchema,
  SelectedPayeeSchema,
  type SelectedPayee,
} from '../../../../shared/domain/finance/disbursement';
import { SUPPLIER_MESSAGES } from '../../../../shared/domain/benefits/supplier';
import { UPLOAD_MAX_BYTES, formatBytes, uploadProblem } from '../../../../shared/domain/files/uploads';
import { useAllPages } from '../../api/hooks';
import { uploadFile } from '../../api/upload';
import { BANK_OPTIONS, bankOption } from '../../components/bank-form';
import { fieldErrors } from '../../components/zod-form';
import { notify } from '../../components/notifications';

const required = z.string().trim().min(1, DISBURSEMENT_MESSAGES.required);
/** The amount as typed: required, then a number of RM of at least RM500. */
const AmountText = required.transform(Number).pipe(PayeeAmountSchema);

/** The employee payee form: payee, bank name, account number and amount, every one required. */
const EmployeePayeeFormSchema = z.object({
  id: required,
  bankCode: required,
  accountNumber: SelectedPayeeSchema.shape.accountNumber,
  amount: AmountText,
});

/** The supplier payee form: payee, bank account and amount; the files are checked beside it. */
const SupplierPayeeFormSchema = z.object({ id: required, bankDetailId: required, amount: AmountText });

export interface PayeeDialogProps {
  visible: boolean;
  /** The ids already in the list: a payee is paid once per disbursement. */
  taken: readonly string[];
  onAdd: (payee: SelectedPayee) => void;
  onClose: () => void;
}

/** Which payee is already in the list, said where the payee is chosen. */
const TAKEN = 'This payee is already in the list.';

function PayeeModal({
  kind,
  busy,
  onAdd,
  onClose,
  children,
}: {
  kind: 'employee' | 'supplier';
  busy?: boolean;
  onAdd: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={kind === 'employee' ? 'Add Employee Payee' : 'Add Supplier Payee'}
      data-testid={`${kind}-payee-dialog`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" onClick={onAdd} loading={busy} data-testid="payee-add-confirm">
              Add
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">{children}</SpaceBetween>
    </Modal>
  );
}

function AmountField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <FormField label="Amount (RM)" constraintText="At least RM500" errorText={error} data-testid="payee-amount-field">
      <Input
        type="number"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.detail.value)}
        data-testid="payee-amount"
      />
    </FormField>
  );
}

/**
 * Add an employee: chosen from the organisation's approved employees, whose bank and account
 * fill in (and may be changed for this payment), and the amount to pay.
 */
export function EmployeePayeeDialog({ visible, taken, onAdd, onClose }: PayeeDialogProps) {
  const employees = useAllPages(
    'employees-getEmployees',
    { status: 'approved' },
    { enabled: visible, errorToast: 'Failed to fetch employees!' },
  );
  const [values, setValues] = useState({ id: '', bankCode: '', accountNumber: '', amount: '' });
  const [tried, setTried] = useState(false);
  if (!visible) return null;
  const list = employees.data ?? [];
  const errors: Partial<Record<string, string>> = tried ? fieldErrors(EmployeePayeeFormSchema, values) : {};
  const idError = errors.id ?? (tried && taken.includes(values.id) ? TAKEN : undefined);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const close = () => {
    setValues({ id: '', bankCode: '', accountNumber: '', amount: '' });
    setTried(false);
    onClose();
  };
  const add = () => {
    setTried(true);
    const parsed = EmployeePayeeFormSchema.safeParse(values);
    const employee = list.find((e) => e.employeeICNumber === values.id);
    if (!parsed.success || !employee || taken.includes(values.id)) return;
    onAdd({
      id: employee.employeeICNumber,
      name: employee.name,
      ...(employee.email ? { email: employee.email } : {}),
      ...(employee.mobileNumber ? { mobileNumber: employee.mobileNumber } : {}),
      bank: bankByCode(parsed.data.bankCode)?.name ?? parsed.data.bankCode,
      bankCode: parsed.data.bankCode,
      accountNumber: parsed.data.accountNumber,
      amount: parsed.data.amount,
    });
    close();
  };
  const chosen = list.find((e) => e.employeeICNumber === values.id);
  return (
    <PayeeModal kind="employee" onAdd={add} onClose={close}>
      <FormField
        label="Payee"
        description="An approved employee of your organisation"
        errorText={idError}
        data-testid="payee-employee-field"
      >
        <Select
          selectedOption={chosen ? { value: chosen.employeeICNumber, label: chosen.name } : null}
          options={list.map((e) => ({ value: e.employeeICNumber, label: e.name, filteringTags: [e.employeeICNumber] }))}
          filteringType="auto"
          statusType={employees.isPending ? 'loading' : 'finished'}
          loadingText="Loading employees"
          empty="No approved employees. Approve employees in the directory first."
          placeholder="Choose an employee"
          onChange={(e) => {
            const picked = list.find((x) => x.employeeICNumber === e.detail.selectedOption.value);
            set({
              id: picked?.employeeICNumber ?? '',
              bankCode: picked?.bankCode ?? '',
              accountNumber: picked?.accountNumber ?? '',
            });
          }}
          data-testid="payee-employee"
        />
      </FormField>
      <FormField label="Bank Name" errorText={errors.bankCode} data-testid="payee-bank-field">
        <Select
          selectedOption={bankOption(values.bankCode)}
          options={BANK_OPTIONS}
          filteringType="auto"
          placeholder="Choose a bank"
          onChange={(e) => set({ bankCode: e.detail.selectedOption.value ?? '' })}
          data-testid="payee-bank"
        />
      </FormField>
      <FormField label="Account Number" errorText={errors.accountNumber} data-testid="payee-account-field">
        <Input
          value={values.accountNumber}
          onChange={(e) => set({ accountNumber: e.detail.value })}
          data-testid="payee-account"
        />
      </FormField>
      <AmountField value={values.amount} onChange={(amount) => set({ amount })} error={errors.amount} />
    </PayeeModal>
  );
}

/**
 * Add a supplier: an APPROVED supplier of the organisation, one of its bank accounts, the amount,
 * and its invoices. The invoices are uploaded when the payee is added (a payee carries the
 * stored files' keys); a failed upload keeps the dialog open.
 */
export function SupplierPayeeDialog({ visible, taken, onAdd, onClose }: PayeeDialogProps) {
  const suppliers = useAllPages(
    'suppliers-getSuppliers',
    { status: 'APPROVED' },
    { enabled: visible, errorToast: SUPPLIER_MESSAGES.listFailed },
  );
  const [values, setValues] = useState({ id: '', bankDetailId: '', amount: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  if (!visible) return null;
  const list = suppliers.data ?? [];
  const supplier = list.find((s) => s.id === values.id);
  const detail = supplier?.bankDetails.find((d) => d.id === values.bankDetailId);
  const errors: Partial<Record<string, string>> = tried ? fieldErrors(SupplierPayeeFormSchema, values) : {};
  const idError = errors.id ?? (tried && taken.includes(values.id) ? TAKEN : undefined);
  const filesError = tried && files.length === 0 ? DISBURSEMENT_MESSAGES.filesNeeded : undefined;
  const fileErrors = files.map(
    (f) =>
      uploadProblem('invoice', { contentType: f.type || 'application/octet-stream', size: f.size, fileName: f.name })
        ?.message ?? null,
  );
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const close = () => {
    setValues({ id: '', bankDetailId: '', amount: '' });
    setFiles([]);
    setTried(false);
    onClose();
  };
  const add = async () => {
    setTried(true);
    const parsed = SupplierPayeeFormSchema.safeParse(values);
    if (!parsed.success || !supplier || !detail || taken.includes(values.id)) return;
    if (files.length === 0 || fileErrors.some((e) => e !== null)) return;
    setUploading(true);
    try {
      const stored = await Promise.all(
        files.map(async (file) => ({ fileName: file.name, url: await uploadFile('invoice', file) })),
      );
      onAdd({
        id: supplier.id,
        name: supplier.companyName,
        email: supplier.email,
        mobileNumber: supplier.mobileNumber,
        bank: detail.bank,
        bankCode: detail.bankCode,
        accountNumber: detail.accountNumber,
        bankDetailId: detail.id,
        amount: parsed.data.amount,
        files: stored,
      });
      close();
    } catch (err) {
      notify.apiError(err, DISBURSEMENT_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };
  return (
    <PayeeModal kind="supplier" busy={uploading} onAdd={() => void add()} onClose={close}>
      <FormField
        label="Payee"
        description="An approved supplier of your organisation"
        errorText={idError}
        data-testid="payee-supplier-field"
      >
        <Select
          selectedOption={supplier ? { value: supplier.id, label: supplier.companyName } : null}
          options={list.map((s) => ({ value: s.id, label: s.companyName }))}
          filteringType="auto"
          statusType={suppliers.isPending ? 'loading' : 'finished'}
          loadingText="Loading suppliers"
          empty="No approved suppliers. Add a supplier; an administrator approves it."
          placeholder="Choose a supplier"
          onChange={(e) => {
            const picked = list.find((s) => s.id === e.detail.selectedOption.value);
            // A supplier with one account is paid into it; with several, one is chosen.
            set({
              id: picked?.id ?? '',
              bankDetailId: picked?.bankDetails.length === 1 ? picked.bankDetails[0].id : '',
            });
          }}
          data-testid="payee-supplier"
        />
      </FormField>
      <FormField label="Bank Account" errorText={errors.bankDetailId} data-testid="payee-bank-detail-field">
        <Select
          selectedOption={detail ? { value: detail.id, label: `${detail.bank} ${detail.accountNumber}` } : null}
          options={(supplier?.bankDetails ?? []).map((d) => ({
            value: d.id,
            label: `${d.bank} ${d.accountNumber}`,
            description: d.accountName,
          }))}
          empty={supplier ? 'This supplier has no bank account.' : 'Choose the supplier first.'}
          placeholder="Choose a bank account"
          onChange={(e) => set({ bankDetailId: e.detail.selectedOption.value ?? '' })}
          data-testid="payee-bank-detail"
        />
      </FormField>
      <AmountField value={values.amount} onChange={(amount) => set({ amount })} error={errors.amount} />
      <FormField
        label="Invoices"
        description={`PNG, JPG or PDF, up to ${formatBytes(UPLOAD_MAX_BYTES.invoice)} each`}
        errorText={filesError}
        data-testid="payee-files-field"
      >
        <FileUpload
          multiple
          value={files}
          onChange={(e) => setFiles(e.detail.value)}
          fileErrors={fileErrors}
          accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
          showFileSize
          i18nStrings={{
            uploadButtonText: (multiple) => (multiple ? 'Choose files' : 'Choose file'),
            dropzoneText: (multiple) => (multiple ? 'Drop files to upload' : 'Drop file to upload'),
            removeFileAriaLabel: (i) => `Remove file ${i + 1}`,
            limitShowFewer: 'Show fewer files',
            limitShowMore: 'Show more files',
            errorIconAriaLabel: 'Error',
          }}
          data-testid="payee-files"
        />
      </FormField>
    </PayeeModal>
  );
}
