import { Badge, HStack, Link, Span, Stack, Text } from '@pulse/ui';
import { Accordion, KeyValueList } from '@pulse/ui/data';
import { amlDetailRows, amlSummary } from '../../utils/card-rows';
import type { AmlKind, AmlRecord } from '../../utils/card-rows';

const isUrl = (s: string) => /^https?:\/\//i.test(s);

function Links({ links }: { links: string[] }) {
  return (
    <Stack gap="1">
      {links.map((href) =>
        isUrl(href) ? (
          <Link
            key={href}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="brand"
            wordBreak="break-all"
          >
            {href}
          </Link>
        ) : (
          <Span key={href}>{href}</Span>
        ),
      )}
    </Stack>
  );
}

/** One found record: the header shows name, entity type and source type; it expands to the details. */
export function AmlRecordItem({
  record,
  kind,
  value,
}: {
  record: AmlRecord;
  kind: AmlKind;
  value: string;
}) {
  const s = amlSummary(record);
  const links = Array.isArray(record.links)
    ? record.links.filter((x): x is string => typeof x === 'string')
    : [];
  const rows = amlDetailRows(record, kind).map((r) =>
    r.label === 'Links' && links.length > 0
      ? { label: r.label, value: <Links links={links} /> }
      : r,
  );
  return (
    <Accordion.Item value={value} data-testid="aml-record">
      <Accordion.ItemTrigger px="3" py="3" cursor="pointer">
        <Stack gap="1" flex="1" textAlign="start">
          <Text fontWeight="semibold">{s.name}</Text>
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline" size="sm">
              {s.entityType}
            </Badge>
            <Badge
              variant="subtle"
              size="sm"
              colorPalette={
                s.sourceType === 'Sanction' ? 'red' : s.sourceType === 'PEP' ? 'orange' : 'gray'
              }
            >
              {s.sourceType}
            </Badge>
          </HStack>
        </Stack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody px="3">
          <KeyValueList rows={rows} />
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
