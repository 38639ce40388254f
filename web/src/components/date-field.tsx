import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { klParts } from '../../../shared/domain/time/time';
import { DATE_TEXT } from '../../../shared/registry/human-issues';
import { DISPLAY_DATE_FORMAT, displayToIso, isoOf, isoParts, isoToDisplay } from './date-text';
import { MONTH_NAMES } from '../../../shared/domain/time/months';
import { daysInMonth } from '../../../shared/domain/advance-pay/advance-pay';

/** The one refusal of a date typed wrong (shared/registry/human-issues.ts). */
export const DATE_TEXT_MESSAGE = DATE_TEXT;

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: string;
  /** `yyyy-MM-dd`, or '' when empty. */
  value: string;
  /**
   * Called with `yyyy-MM-dd` for a valid date, '' when cleared, or the typed text itself when it
   * is not a date (so the form's schema refuses it rather than silently dropping the date).
   */
  onChange: (value: string) => void;
  /** The form's message for this field (shown unless the typed text itself is malformed). */
  errorText?: string;
  /** `data-testid` of the text input; `-field`, `-calendar`, `-month`, `-year`, `-day-<n>` derive from it. */
  testId?: string;
  description?: string;
  constraintText?: string;
  /** Leaving the text input (zod-form's `touch`). */
  onBlur?: () => void;
  disabled?: boolean;
  /** First year of the year dropdown (default: 100 years ago). */
  fromYear?: number;
  /** Last year of the year dropdown (default: 10 years ahead). */
  toYear?: number;
}

/**
 * A date typed as dd/MM/yyyy, or picked from a calendar with month and year dropdowns;
 * the value is `yyyy-MM-dd` as the API carries it.
 */
export function DateField({
  label,
  value,
  onChange,
  errorText,
  testId,
  description,
  constraintText,
  onBlur,
  disabled,
  fromYear,
  toYear,
}: DateFieldProps) {
  const today = klParts();
  const first = fromYear ?? today.year - 100;
  const last = toYear ?? today.year + 10;
  const [text, setText] = useState(() => isoToDisplay(value) || value);
  const [blurred, setBlurred] = useState(false);
  const [open, setOpen] = useState(false);
  const shown = isoParts(value);
  const [view, setView] = useState(() => ({
    year: shown?.year ?? Math.min(Math.max(today.year, first), last),
    month: shown?.month ?? today.month,
  }));
  const [previousValue, setPreviousValue] = useState(value);
  const [emitted, setEmitted] = useState(value);

  // A value set from outside (a reset, the record loading) replaces the text, adjusted while rendering so the old
  // text is never shown with the new value; a value that is only this field's own answer coming back leaves it.
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== emitted) {
      setEmitted(value);
      setText(isoToDisplay(value) || value);
      const p = isoParts(value);
      if (p) setView({ year: p.year, month: p.month });
    }
  }

  const emit = (next: string) => {
    setEmitted(next);
    onChange(next);
  };

  const typed = (t: string) => {
    setText(t);
    const iso = displayToIso(t);
    emit(iso ?? t.trim());
    const p = iso ? isoParts(iso) : undefined;
    if (p) setView({ year: p.year, month: p.month });
  };

  const pick = (day: number) => {
    const iso = isoOf(view.year, view.month, day);
    if (iso === undefined)
      throw new Error(`The calendar offered a day that does not exist: ${view.year}-${view.month}-${day}`);
    setText(isoToDisplay(iso));
    setBlurred(false);
    emit(iso);
    setOpen(false);
    onBlur?.();
  };

  const malformed = blurred && displayToIso(text) === undefined;
  const years = Array.from({ length: last - first + 1 }, (_, i) => String(last - i));
  const lead = (new Date(Date.UTC(view.year, view.month - 1, 1)).getUTCDay() + 6) % 7;
  const days = daysInMonth(view.year, view.month);
  const id = (suffix: string) => (testId ? `${testId}-${suffix}` : undefined);

  return (
    <FormField
      label={label}
      description={description}
      constraintText={constraintText ?? DISPLAY_DATE_FORMAT}
      errorText={malformed ? DATE_TEXT_MESSAGE : errorText}
      data-testid={id('field')}
    >
      <SpaceBetween size="xs">
        <SpaceBetween direction="horizontal" size="xs">
          <Input
            value={text}
            placeholder={DISPLAY_DATE_FORMAT}
            disabled={disabled}
            invalid={malformed || !!errorText}
            onChange={(e) => typed(e.detail.value)}
            onBlur={() => {
              setBlurred(true);
              onBlur?.();
            }}
            ariaLabel={`${label} (${DISPLAY_DATE_FORMAT})`}
            data-testid={testId}
          />
          <Button
            iconName="calendar"
            variant="icon"
            ariaLabel={`Choose ${label}`}
            disabled={disabled}
            formAction="none"
            onClick={() => setOpen((o) => !o)}
            data-testid={id('calendar')}
          />
        </SpaceBetween>
        {open && (
          <Box padding="s" data-testid={id('picker')}>
            <SpaceBetween size="xs">
              <SpaceBetween direction="horizontal" size="xs">
                <Select
                  selectedOption={{ value: String(view.month), label: MONTH_NAMES[view.month - 1] }}
                  options={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }))}
                  onChange={(e) => setView((v) => ({ ...v, month: Number(e.detail.selectedOption.value) }))}
                  ariaLabel="Month"
                  data-testid={id('month')}
                />
                <Select
                  selectedOption={{ value: String(view.year), label: String(view.year) }}
                  options={years.map((y) => ({ value: y, label: y }))}
                  onChange={(e) => setView((v) => ({ ...v, year: Number(e.detail.selectedOption.value) }))}
                  filteringType="auto"
                  ariaLabel="Year"
                  data-testid={id('year')}
                />
              </SpaceBetween>
              <div
                role="grid"
                aria-label={`${MONTH_NAMES[view.month - 1]} ${view.year}`}
                style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 2.5em)', gap: 2, textAlign: 'center' }}
              >
                {WEEKDAYS.map((w) => (
                  <Box key={w} variant="small" fontWeight="bold">
                    {w}
                  </Box>
                ))}
                {Array.from({ length: lead }, (_, i) => (
                  <span key={`blank-${i}`} />
                ))}
                {Array.from({ length: days }, (_, i) => i + 1).map((day) => {
                  const selected = shown?.year === view.year && shown.month === view.month && shown.day === day;
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={selected}
                      aria-label={`${day} ${MONTH_NAMES[view.month - 1]} ${view.year}`}
                      onClick={() => pick(day)}
                      data-testid={id(`day-${day}`)}
                      style={{
                        padding: '4px 0',
                        borderRadius: 4,
                        border: '1px solid #d1d5db',
                        cursor: 'pointer',
                        background: selected ? '#0972d3' : 'white',
                        color: selected ? 'white' : 'inherit',
                      }}
                    >
                      {day}
                    </button>
                  );
                })}
              </div>
            </SpaceBetween>
          </Box>
        )}
      </SpaceBetween>
    </FormField>
  );
}
