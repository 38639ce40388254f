import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useT } from '../i18n/i18n';
import { dismissToast, useToasts } from './notifications';

/** The Flashbar showing the current toasts (placed once per layout). */
export function FlashbarNotifications() {
  const current = useToasts();
  const text = useT();
  const items: FlashbarProps.MessageDefinition[] = current.map((t) => ({
    id: t.id,
    // Errors carry the warning mark, so they stand out from other toasts.
    type: t.kind === 'error' ? 'warning' : t.kind,
    content: <span data-testid={`toast-${t.kind}`}>{text.localize(t.message)}</span>,
    dismissible: true,
    dismissLabel: text('common.dismiss'),
    onDismiss: () => dismissToast(t.id),
  }));
  return (
    <div data-testid="notifications">
      <Flashbar items={items} />
    </div>
  );
}
