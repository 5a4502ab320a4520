import { Button, HStack, Text } from '@pulse/ui';

/** Previous / next page buttons of a cursor-paged list. */
export function Pager({
  label,
  page,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <HStack as="nav" aria-label={label} gap="3">
      <Button size="sm" variant="outline" disabled={page === 1} onClick={onPrevious}>
        Previous
      </Button>
      <Text textStyle="sm" color="fg.muted">{`Page ${page}`}</Text>
      <Button size="sm" variant="outline" disabled={!hasNext} onClick={onNext}>
        Next
      </Button>
    </HStack>
  );
}
