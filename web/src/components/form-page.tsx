import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LeavePageModal } from './leave-page-modal';
import type { useLeaveGuard } from './use-leave-guard';

/** The form itself: what every form has, whether it fills a page or sits inline in one. */
export interface FormShellProps {
  /** `data-testid` of the `<form>` element. */
  testId?: string;
  /** Save, and Enter in a field: the page validates and sends. */
  onSubmit: () => void;
  /** Cancel; absent: no Cancel button. */
  onCancel?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  submitTestId?: string;
  cancelTestId?: string;
  /** The request is under way: Save spins and is not pressed twice. */
  busy?: boolean;
  /** Save cannot be pressed (besides while busy). */
  submitDisabled?: boolean;
  /** Buttons between Cancel and Save (e.g. a second way to save). */
  extraActions?: ReactNode;
  /** Replaces Cancel / Save altogether (a read-only view of the same form). */
  actions?: ReactNode;
  /** An error about the whole form, shown as an alert above the buttons. */
  error?: ReactNode;
  /** The leave-page guard of the form (`useLeaveGuard(dirty)`): asks before leaving unsaved changes. */
  leaveGuard?: ReturnType<typeof useLeaveGuard>;
  children: ReactNode;
}

/**
 * The body of every form: a real `<form>` (Enter in a field submits, Save is its submit button),
 * an error alert, Cancel / Save, and the leave-page guard. `FormPage` puts it on a page of its own;
 * a form edited in place on another page (or one step of a wizard) uses it directly.
 */
export function FormShell(props: FormShellProps) {
  const {
    testId,
    onSubmit,
    onCancel,
    submitLabel = 'Save',
    cancelLabel = 'Cancel',
    busy,
    submitDisabled,
    extraActions,
    actions,
    error,
    leaveGuard,
    children,
  } = props;
  const buttons = actions ?? (
    <SpaceBetween direction="horizontal" size="xs">
      {onCancel && (
        <Button variant="link" formAction="none" onClick={onCancel} data-testid={props.cancelTestId}>
          {cancelLabel}
        </Button>
      )}
      {extraActions}
      <Button
        variant="primary"
        formAction="submit"
        loading={busy}
        disabled={busy || submitDisabled}
        data-testid={props.submitTestId}
      >
        {submitLabel}
      </Button>
    </SpaceBetween>
  );
  return (
    <form
      data-testid={testId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // A read-only view (its own `actions`) has nothing to submit.
        if (!actions && !busy && !submitDisabled) onSubmit();
      }}
    >
      <Form actions={buttons} errorText={error}>
        {children}
      </Form>
      {/* The modal renders into a portal outside the form: its buttons do not submit it. */}
      {leaveGuard && <LeavePageModal blocker={leaveGuard.blocker} />}
    </form>
  );
}

export interface FormPageProps extends FormShellProps {
  /** The page's heading (h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons beside the heading (e.g. Back). */
  headerActions?: ReactNode;
  /** Shown between the heading and the form (a notice about the page). */
  notice?: ReactNode;
  /** Shown below the form and its buttons (e.g. a history). */
  after?: ReactNode;
}

/** The shell of every form page: heading, then the form's sections in the shared `FormShell`. */
export function FormPage({ title, description, headerActions, notice, after, children, ...shell }: FormPageProps) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description} actions={headerActions}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {notice}
        <FormShell {...shell}>
          <SpaceBetween size="l">{children}</SpaceBetween>
        </FormShell>
        {after}
      </SpaceBetween>
    </ContentLayout>
  );
}

/**
 * One group of fields in a container: two columns on wide screens, one on narrow ones. What needs
 * the full width goes in `before` (above the columns, e.g. a choice that fills them) or `wide`
 * (below them: a table, a long text, an upload).
 */
export function FormSection({
  header,
  description,
  actions,
  columns = 2,
  before,
  wide,
  testId,
  children,
}: {
  header?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  columns?: 1 | 2;
  before?: ReactNode;
  wide?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Container
      header={
        header ? (
          <Header variant="h2" description={description} actions={actions}>
            {header}
          </Header>
        ) : undefined
      }
      data-testid={testId}
    >
      <SpaceBetween size="l">
        {before}
        {children &&
          (columns === 2 ? (
            <ColumnLayout columns={2}>{children}</ColumnLayout>
          ) : (
            <SpaceBetween size="l">{children}</SpaceBetween>
          ))}
        {wide}
      </SpaceBetween>
    </Container>
  );
}
