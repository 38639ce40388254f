import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { STATUS_LOOKS, type StatusEntity, type StatusLook } from './status-looks';
import { useT } from '../i18n/i18n';

export { STATUS_LOOKS, statusLabel, type StatusEntity } from './status-looks';

/**
 * A status as a Cloudscape indicator, its words in the current language when the catalogue has them. Never wrapped or cut ('PENDI…'): a table sizes the column
 * to the whole label.
 */
export function EntityStatus<E extends StatusEntity>({
  entity,
  status,
  testId,
}: {
  entity: E;
  status: keyof (typeof STATUS_LOOKS)[E];
  testId?: string;
}) {
  const t = useT();
  const look = STATUS_LOOKS[entity][status] as StatusLook | undefined;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <StatusIndicator type={look?.type ?? 'info'} data-testid={testId}>
        {look ? t.localize(look.label) : String(status)}
      </StatusIndicator>
    </span>
  );
}
