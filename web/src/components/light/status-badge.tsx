import { useT } from '../../i18n/i18n';
import { STATUS_LOOKS, type StatusEntity, type StatusLook } from '../status-looks';

/**
 * A status as a light badge (a coloured mark and the words, in the current language), the light
 * twin of EntityStatus: the same looks (status-looks.ts), in Cloudscape's status colours.
 */
export function StatusBadge<E extends StatusEntity>({
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
    <span className={`light-status light-status--${look?.type ?? 'info'}`} data-testid={testId}>
      {look ? t.localize(look.label) : String(status)}
    </span>
  );
}
