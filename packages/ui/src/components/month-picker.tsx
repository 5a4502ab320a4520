/**
 * MonthPicker (spec §2 Dashboard/Billing): a read-only text box labelled "Choose a month" that shows the
 * chosen month as "January 2025" (or the placeholder "Select Date") with a calendar icon. Click, Enter,
 * Space or ↓ opens a small dialog with a year switcher and a 12-month grid (arrow keys move between
 * months); choosing a month calls onChange('YYYY-MM') and closes it. Escape closes it too, and focus
 * returns to the text box.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  Button,
  Field,
  HStack,
  Icon,
  IconButton,
  Input,
  InputGroup,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { Calendar, ChevronLeft, ChevronRight } from 'lucide-react';
import { currentMonth, monthLabel, parseMonth, toMonthKey } from '../format/dates';
import type { MonthKey } from '../format/dates';
import { MAX_YEAR, MIN_YEAR } from '../format/date-input';
import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../format/calendar';
import { moveGridFocus } from './grid-nav';
import { PickerDialog } from './picker-dialog';

export interface MonthPickerProps {
  /** Visible label and the input's accessible name; default "Choose a month". */
  label?: string;
  /** The chosen month, 'YYYY-MM', or null when none. */
  value: string | null;
  onChange: (month: MonthKey) => void;
  /** Shown when no month is chosen; default "Select Date". */
  placeholder?: string;
  minYear?: number;
  maxYear?: number;
  /**
   * The latest month offered, 'YYYY-MM' (later months are disabled, later years unreachable);
   * default the current month, since the pickers choose a month of usage or billing, which a
   * future month does not have yet. null offers every month up to maxYear.
   */
  latest?: MonthKey | null;
  disabled?: boolean;
  /** Width of the control; default 14rem. */
  width?: string;
}

export function MonthPicker({
  label = 'Choose a month',
  value,
  onChange,
  placeholder = 'Select Date',
  minYear = MIN_YEAR,
  maxYear: maxYearProp = MAX_YEAR,
  latest = currentMonth(),
  disabled = false,
  width = '14rem',
}: MonthPickerProps) {
  const last = parseMonth(latest);
  const maxYear = last ? Math.min(maxYearProp, last.year) : maxYearProp;
  const afterLatest = (y: number, month: number) =>
    last !== null && (y > last.year || (y === last.year && month > last.month));
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const selected = parseMonth(value);
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => selected?.year ?? new Date().getFullYear());

  const show = () => {
    if (disabled) return;
    setYear(Math.min(maxYear, Math.max(minYear, selected?.year ?? new Date().getFullYear())));
    setOpen(true);
  };
  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      show();
    }
  };
  // The dialog's focus trap selects an input's text as it returns focus to it, which left the
  // month highlighted after each choice; the box is read-only, its text is not for editing. A
  // native listener: React's onSelect does not follow a scripted select().
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    const unselect = () => {
      if (box.selectionStart !== box.selectionEnd)
        box.setSelectionRange(box.value.length, box.value.length);
    };
    box.addEventListener('select', unselect);
    return () => box.removeEventListener('select', unselect);
  }, []);
  const choose = (month: number) => {
    onChange(toMonthKey(year, month));
    setOpen(false);
  };

  return (
    <>
      <Field.Root disabled={disabled} w={width} id={inputId}>
        <Field.Label>{label}</Field.Label>
        <InputGroup
          endElement={<Icon as={Calendar} aria-hidden="true" />}
          endElementProps={{ pointerEvents: 'none' }}
        >
          <Input
            ref={inputRef}
            type="text"
            readOnly
            value={selected ? monthLabel(value) : ''}
            placeholder={placeholder}
            aria-haspopup="dialog"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            onClick={show}
            onKeyDown={onInputKeyDown}
            autoComplete="off"
            bg="bg.panel"
          />
        </InputGroup>
      </Field.Root>
      <PickerDialog
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        returnFocusTo={inputRef}
        initialFocus={() =>
          gridRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]') ??
          gridRef.current?.querySelector<HTMLElement>('button:not(:disabled)') ??
          null
        }
      >
        <HStack justify="space-between" mb="3">
          <IconButton
            aria-label="Previous year"
            size="sm"
            variant="ghost"
            disabled={year <= minYear}
            onClick={() => setYear((y) => y - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <Text fontWeight="semibold" aria-live="polite">
            {year}
          </Text>
          <IconButton
            aria-label="Next year"
            size="sm"
            variant="ghost"
            disabled={year >= maxYear}
            onClick={() => setYear((y) => y + 1)}
          >
            <ChevronRight />
          </IconButton>
        </HStack>
        <SimpleGrid ref={gridRef} columns={3} gap="2" onKeyDown={(e) => moveGridFocus(e, 3)}>
          {MONTH_SHORT_NAMES.map((short, i) => {
            const isSelected = selected?.year === year && selected.month === i + 1;
            return (
              <Button
                key={short}
                size="sm"
                variant={isSelected ? 'solid' : 'ghost'}
                aria-label={`${MONTH_NAMES[i]} ${year}`}
                aria-pressed={isSelected}
                disabled={afterLatest(year, i + 1)}
                onClick={() => choose(i + 1)}
              >
                {short}
              </Button>
            );
          })}
        </SimpleGrid>
      </PickerDialog>
    </>
  );
}
