/**
 * RecordCards: the phone form of a table (see usePhoneLayout): one card per row, its title on
 * top, then each column as a label/value line, and optional actions. A list (`ul`) named like the
 * table it replaces, so assistive technology announces how many records there are.
 */
import type { ReactNode } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';

/** One row of the table as a card. */
export interface RecordCard {
  key: string;
  title: ReactNode;
  /** The remaining columns, in table order. */
  fields: readonly { label: string; value: ReactNode }[];
  /** Buttons or links of the row (e.g. Delete). */
  actions?: ReactNode;
  /** Opens the record (the table row's click): the title becomes a button. */
  onOpen?: () => void;
  /** Accessible name of the open button; default the title's text. */
  openLabel?: string;
}

export interface RecordCardsProps {
  label: string;
  records: readonly RecordCard[];
  /** Shown instead of the list when there is no record. */
  empty?: ReactNode;
}

export function RecordCards({ label, records, empty }: RecordCardsProps) {
  if (records.length === 0 && empty) return <>{empty}</>;
  return (
    <Stack as="ul" aria-label={label} listStyleType="none" gap="3" m="0" p="0">
      {records.map((r) => (
        <Box
          as="li"
          key={r.key}
          borderWidth="1px"
          rounded="md"
          bg="bg.panel"
          p="3"
          data-testid="record-card"
        >
          {r.onOpen ? (
            <Box
              as="button"
              onClick={r.onOpen}
              aria-label={r.openLabel}
              textAlign="start"
              w="full"
              fontWeight="semibold"
              wordBreak="break-all"
              cursor="pointer"
              rounded="sm"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              {r.title}
            </Box>
          ) : (
            <Text fontWeight="semibold" wordBreak="break-word">
              {r.title}
            </Text>
          )}
          <Box
            as="dl"
            mt="2"
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="3"
            rowGap="1"
          >
            {r.fields.map((f) => (
              <Box key={f.label} display="contents">
                <Text as="dt" textStyle="sm" color="fg.muted">
                  {f.label}
                </Text>
                <Text
                  as="dd"
                  textStyle="sm"
                  textAlign="end"
                  m="0"
                  minW="0"
                  // A long value without spaces (an e-mail address, a user agent) wraps instead of
                  // widening the card past a phone's width (docs/adr/0026-screens-at-every-width.md).
                  overflowWrap="anywhere"
                  fontVariantNumeric="tabular-nums"
                >
                  {f.value}
                </Text>
              </Box>
            ))}
          </Box>
          {r.actions ? (
            <Flex mt="2" justify="flex-end" gap="2">
              {r.actions}
            </Flex>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
