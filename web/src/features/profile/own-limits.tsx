import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  SelfLimitsInputSchema,
  type SelfLimitsInput,
  type SelfLimitsOutput,
} from '../../../../shared/domain/advance-pay/self-limits';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { callableKey } from '../../api/callable-key';
import { ApiError } from '../../api/client';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { DATE_TEXT_MESSAGE, DateField } from '../../components/date-field';
import { isoToDisplay } from '../../components/date-text';
import { notify } from '../../components/notifications';
import { useT } from '../../i18n/i18n';

/** The toasts of a save (the catalogue's English: toasts localize what they show). */
const SAVED = 'Your limits are saved.';
const NOT_SAVED = 'Your limits could not be saved. Please try again.';

type Field = keyof SelfLimitsInput;
/** What the three fields hold as typed ('' for none). */
interface Draft {
  monthlyCap: string;
  minDaysBetween: string;
  lockedUntil: string;
}

const draftOf = (limits: SelfLimitsOutput): Draft => ({
  monthlyCap: limits.monthlyCap === null ? '' : String(limits.monthlyCap),
  minDaysBetween: limits.minDaysBetween === null ? '' : String(limits.minDaysBetween),
  lockedUntil: limits.lockedUntil ?? '',
});

/** The typed text as the callable's input ('' is none; a number field keeps text that is no number, to be refused). */
const inputOf = (draft: Draft) => {
  const num = (text: string) => (text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text);
  return {
    monthlyCap: num(draft.monthlyCap),
    minDaysBetween: num(draft.minDaysBetween),
    lockedUntil: draft.lockedUntil.trim() === '' ? null : draft.lockedUntil,
  };
};

/**
 * The limits an employee sets for themselves (docs/rules.md#limits-you-set-yourself): a monthly
 * cap, days between withdrawals and a lock until a date, each empty for none. A lower limit applies
 * at once; a widening waits 24 hours, and what waits is listed with the time it applies.
 */
export function ProfileOwnLimits() {
  const t = useT();
  const queryClient = useQueryClient();
  const limits = useCallableQuery('users-getWithdrawalLimits', {});
  const save = useCallableMutation('users-setWithdrawalLimits');
  const [draft, setDraft] = useState<Draft>();
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  if (!limits.data) return null;
  const shown = draft ?? draftOf(limits.data);
  const parsed = SelfLimitsInputSchema.safeParse(inputOf(shown));
  const errorOf = (field: Field): string | undefined => {
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
    const message = (showErrors ? issue : undefined) ?? serverErrors[field];
    return message ? t.localize(message) : undefined;
  };
  const change = (field: Field) => (value: string) => {
    setDraft({ ...shown, [field]: value });
    setServerErrors({});
  };
  const onSave = () => {
    setShowErrors(true);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        queryClient.setQueryData(callableKey('users-getWithdrawalLimits', {}), answer);
        // Get Paid reads what the limits leave again.
        void queryClient.invalidateQueries({ queryKey: callableKey('advancePayEmployee-getAdvancePayBalance') });
        setDraft(undefined);
        setShowErrors(false);
        notify.success(SAVED);
      },
      onError: (error) => {
        const details = error instanceof ApiError ? (error.errorInfo?.details ?? []) : [];
        const onField = Object.fromEntries(
          details.filter((d) => d.field !== undefined && d.field in shown).map((d) => [d.field, d.message] as const),
        ) as Partial<Record<Field, string>>;
        setServerErrors(onField);
        if (!Object.keys(onField).length) notify.apiError(error, NOT_SAVED);
      },
    });
  };
  const pending = limits.data.pending;
  return (
    <Container
      header={
        <Header variant="h2" description={t('profile.ownLimitsDescription')}>
          {t('profile.ownLimits')}
        </Header>
      }
      data-testid="profile-own-limits"
    >
      <SpaceBetween size="m">
        <FormField
          label={t('profile.ownMonthlyCap')}
          constraintText={t('profile.ownMonthlyCapHint')}
          errorText={errorOf('monthlyCap')}
        >
          <Input
            value={shown.monthlyCap}
            onChange={({ detail }) => change('monthlyCap')(detail.value)}
            inputMode="decimal"
            data-testid="own-monthly-cap"
          />
        </FormField>
        <FormField
          label={t('profile.ownDaysBetween')}
          constraintText={t('profile.ownDaysBetweenHint')}
          errorText={errorOf('minDaysBetween')}
        >
          <Input
            value={shown.minDaysBetween}
            onChange={({ detail }) => change('minDaysBetween')(detail.value)}
            inputMode="numeric"
            data-testid="own-days-between"
          />
        </FormField>
        <DateField
          label={t('profile.ownLockedUntil')}
          constraintText={t('profile.ownLockedUntilHint')}
          value={shown.lockedUntil}
          onChange={change('lockedUntil')}
          errorText={
            showErrors && shown.lockedUntil && !/^\d{4}-\d{2}-\d{2}$/.test(shown.lockedUntil)
              ? t.localize(DATE_TEXT_MESSAGE)
              : errorOf('lockedUntil')
          }
          fromYear={new Date().getFullYear()}
          toYear={new Date().getFullYear() + 1}
          testId="own-locked-until"
        />
        {pending ? <WaitingLimits pending={pending} /> : null}
        <Button onClick={onSave} loading={save.isPending} data-testid="own-limits-save">
          {t('profile.ownLimitsSave')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

/** The widenings that wait, with the time they apply. */
function WaitingLimits({ pending }: { pending: NonNullable<SelfLimitsOutput['pending']> }) {
  const t = useT();
  const lines: string[] = [];
  if (pending.monthlyCap !== undefined)
    lines.push(
      pending.monthlyCap === null
        ? t('profile.ownWaitingNoCap')
        : t('profile.ownWaitingCap', { amount: formatRm(pending.monthlyCap) }),
    );
  if (pending.minDaysBetween !== undefined)
    lines.push(
      pending.minDaysBetween === null
        ? t('profile.ownWaitingNoGap')
        : t('profile.ownWaitingGap', { days: String(pending.minDaysBetween) }),
    );
  if (pending.lockedUntil !== undefined)
    lines.push(
      pending.lockedUntil === null
        ? t('profile.ownWaitingNoLock')
        : t('profile.ownWaitingLock', { date: isoToDisplay(pending.lockedUntil) }),
    );
  return (
    <Box data-testid="own-limits-waiting">
      {t('profile.ownLimitsWaiting', { time: pending.effectiveAtText })}
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Box>
  );
}
