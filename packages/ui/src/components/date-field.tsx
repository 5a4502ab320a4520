/**
 * DateField (spec §5): a text box typed as DD/MM/YYYY with a calendar dialog (month and year selects
 * limited to minYear–maxYear, default 1900–2099, and a day grid starting on Monday). The value is ISO
 * 'YYYY-MM-DD'. onChange gets the ISO date as soon as the text is a valid date in range, and '' while
 * the text is empty or not (yet) a valid date, never a bogus value. An invalid text shows
 * "Date input not valid." once it is complete (10 characters) or the field is left.
 */
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { Calendar, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  MAX_YEAR,
  MIN_YEAR,
  isoToParts,
  parseDisplayDate,
  partsToIso,
  toDisplayDate,
} from '../format/date-input';
import {
  MONTH_NAMES,
  WEEKDAY_SHORT_NAMES,
  addMonths,
  daysInMonth,
  firstWeekdayOfMonth,
} from '../format/calendar';
import { moveGridFocus } from './grid-nav';
import { PickerDialog } from './picker-dialog';

/** The message shown for a typed date that cannot be parsed or is out of range (spec §8). */
export const DATE_INPUT_INVALID = 'Date input not valid.';

export interface DateFieldProps {
  label: string;
  /** ISO 'YYYY-MM-DD', or '' when empty. */
  value: string;
  onChange: (iso: string) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  minYear?: number;
  maxYear?: number;
  /** An error from the form (shown when the typed text itself is fine). */
  error?: string | null | undefined;
  disabled?: boolean;
  required?: boolean;
  /** Placeholder of the text box, which tells the format; default "DD/MM/YYYY". */
  placeholder?: string;
  /** ISO date the calendar opens on while the field is empty; default today. */
  openAt?: string;
}

interface View {
  year: number;
  month: number;
}

function clampView(v: View, minYear: number, maxYear: number): View {
  if (v.year < minYear) return { year: minYear, month: 1 };
  if (v.year > maxYear) return { year: maxYear, month: 12 };
  return v;
}

export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  minYear = MIN_YEAR,
  maxYear = MAX_YEAR,
  error,
  disabled = false,
  required,
  placeholder = 'DD/MM/YYYY',
  openAt,
}: DateFieldProps) {
  const inputId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const range = { minYear, maxYear };
  const [text, setText] = useState(() => toDisplayDate(value));
  const [synced, setSynced] = useState(value);
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>({ year: 2000, month: 1 });

  // Follow value changes from outside (form reset, initial values) unless the text already means them.
  if (value !== synced) {
    setSynced(value);
    if ((parseDisplayDate(text, range) ?? '') !== value) setText(toDisplayDate(value));
  }

  const emit = (iso: string) => {
    setSynced(iso);
    if (iso !== value) onChange(iso);
  };

  const trimmed = text.trim();
  const textInvalid = trimmed !== '' && parseDisplayDate(trimmed, range) === null;
  const showInvalid = textInvalid && (left || trimmed.length >= 10);
  const shownError = showInvalid ? DATE_INPUT_INVALID : error || null;

  const onTextChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setText(next);
    if (next.trim().length < 10) setLeft(false);
    emit(parseDisplayDate(next, range) ?? '');
  };

  const onTextBlur = (e: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    const iso = parseDisplayDate(text, range);
    if (iso) setText(toDisplayDate(iso)); // normalise 7/1/1952 → 07/01/1952
    onBlur?.(e);
  };

  const show = () => {
    const p = isoToParts(value) ?? (openAt ? isoToParts(openAt) : null);
    const now = new Date();
    setView(
      clampView(p ?? { year: now.getFullYear(), month: now.getMonth() + 1 }, minYear, maxYear),
    );
    setOpen(true);
  };

  const pick = (day: number) => {
    const iso = partsToIso(view.year, view.month, day, range);
    if (!iso) return;
    setText(toDisplayDate(iso));
    setLeft(false);
    emit(iso);
    setOpen(false);
  };

  const shiftMonth = (delta: number) => {
    setView(clampView(addMonths(view.year, view.month, delta), minYear, maxYear));
  };

  const selected = isoToParts(value);
  const blanks = firstWeekdayOfMonth(view.year, view.month);
  const days = daysInMonth(view.year, view.month);
  const years: number[] = [];
  for (let y = minYear; y <= maxYear; y++) years.push(y);

  return (
    <>
      <Field.Root invalid={!!shownError} disabled={disabled} required={required} id={inputId}>
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <InputGroup
          endElement={
            <IconButton
              ref={buttonRef}
              aria-label={`Choose ${label} from calendar`}
              aria-haspopup="dialog"
              aria-expanded={open}
              size="xs"
              variant="ghost"
              disabled={disabled}
              onClick={show}
            >
              <Calendar />
            </IconButton>
          }
          endElementProps={{ pe: '1' }}
        >
          <Input
            name={name}
            value={text}
            placeholder={placeholder}
            onChange={onTextChange}
            onBlur={onTextBlur}
            autoComplete="off"
            maxLength={10}
            bg="bg.panel"
          />
        </InputGroup>
        {shownError ? <Field.ErrorText>{shownError}</Field.ErrorText> : null}
      </Field.Root>
      <PickerDialog
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        returnFocusTo={buttonRef}
        initialFocus={() =>
          gridRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]') ??
          gridRef.current?.querySelector<HTMLElement>('button') ??
          null
        }
      >
        <HStack gap="1" mb="3">
          <IconButton
            aria-label="Previous month"
            size="xs"
            variant="ghost"
            disabled={view.year === minYear && view.month === 1}
            onClick={() => shiftMonth(-1)}
          >
            <ChevronLeft />
          </IconButton>
          <NativeSelect.Root size="xs" flex="3">
            <NativeSelect.Field
              aria-label="Month"
              value={view.month}
              onChange={(e) => setView({ ...view, month: Number(e.currentTarget.value) })}
            >
              {MONTH_NAMES.map((m, i) => (
                <option key={m} value={i + 1}>
                  {m}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="xs" flex="2">
            <NativeSelect.Field
              aria-label="Year"
              value={view.year}
              onChange={(e) => setView({ ...view, year: Number(e.currentTarget.value) })}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            aria-label="Next month"
            size="xs"
            variant="ghost"
            disabled={view.year === maxYear && view.month === 12}
            onClick={() => shiftMonth(1)}
          >
            <ChevronRight />
          </IconButton>
        </HStack>
        <SimpleGrid columns={7} gap="1" aria-hidden="true" mb="1">
          {WEEKDAY_SHORT_NAMES.map((d) => (
            <Text key={d} textAlign="center" textStyle="xs" color="fg.muted">
              {d}
            </Text>
          ))}
        </SimpleGrid>
        <SimpleGrid ref={gridRef} columns={7} gap="1" onKeyDown={(e) => moveGridFocus(e, 7)}>
          {Array.from({ length: blanks }, (_, i) => (
            <Box key={`b${i}`} />
          ))}
          {Array.from({ length: days }, (_, i) => {
            const day = i + 1;
            const isSelected =
              selected?.year === view.year && selected.month === view.month && selected.day === day;
            return (
              <Button
                key={day}
                size="xs"
                px="0"
                variant={isSelected ? 'solid' : 'ghost'}
                aria-label={`${day} ${MONTH_NAMES[view.month - 1]} ${view.year}`}
                aria-pressed={isSelected}
                onClick={() => pick(day)}
              >
                {day}
              </Button>
            );
          })}
        </SimpleGrid>
      </PickerDialog>
    </>
  );
}
