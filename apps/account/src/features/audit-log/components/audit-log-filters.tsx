import { useState, type FormEvent } from 'react';
import type { AuditLogFilters } from '@pulse/api-client';
import { Button, chakra, Field, Grid, HStack, Input } from '@pulse/ui';
import { ACTION_OPTIONS } from '../utils/actions';

const Select = chakra('select');

/** Action, actor e-mail and date range; applied with "Apply filters", cleared with "Clear". */
export function AuditLogFilterBar({ onApply }: { onApply: (filters: AuditLogFilters) => void }) {
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const invalidRange = !!from && !!to && from > to;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalidRange) return;
    const f: AuditLogFilters = {};
    if (action) f.action = action;
    if (actor.trim()) f.actor = actor.trim();
    if (from) f.from = from;
    if (to) f.to = to;
    onApply(f);
  };
  const clear = () => {
    setAction('');
    setActor('');
    setFrom('');
    setTo('');
    onApply({});
  };

  return (
    <form onSubmit={submit} aria-label="Filter the audit log">
      {/* Fields wrap onto the next line when the row is narrower than four of them (a column
          never gets narrower than 13rem), so the select cannot spill into its neighbour. */}
      <Grid
        templateColumns="repeat(auto-fit, minmax(min(100%, 13rem), 1fr))"
        gap="3"
        alignItems="end"
      >
        <Field.Root>
          <Field.Label>Action</Field.Label>
          {/* A plain select is not wired to Field.Label, so it is named here (axe select-name). */}
          <Select
            aria-label="Action"
            value={action}
            onChange={(e) => setAction(e.target.value)}
            h="10"
            w="full"
            minW="0"
            px="3"
            borderWidth="1px"
            rounded="l2"
            bg="bg"
          >
            <option value="">All actions</option>
            {ACTION_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>Actor e-mail</Field.Label>
          <Input
            type="email"
            value={actor}
            placeholder="name@company.com"
            onChange={(e) => setActor(e.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>From</Field.Label>
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root invalid={invalidRange}>
          <Field.Label>To</Field.Label>
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <Field.ErrorText>The end date must be on or after the start date</Field.ErrorText>
        </Field.Root>
      </Grid>
      <HStack mt="3" gap="2">
        <Button type="submit" colorPalette="brand" disabled={invalidRange}>
          Apply filters
        </Button>
        <Button variant="outline" onClick={clear}>
          Clear
        </Button>
      </HStack>
    </form>
  );
}
