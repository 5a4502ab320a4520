import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, Flex, HStack, Text } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { PAGE_SIZES } from '../utils/list-query';

export interface ReportsPaginationProps {
  /** 0-based index of the current page (the depth of the cursor stack). */
  pageIndex: number;
  size: number;
  shown: number;
  total: number;
  nextCursor: string | undefined;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
  onSize: (size: number) => void;
}

/** Cursor paging: "Showing 21–40 of 153", Previous / "Page 2 of 8" / Next and the page size. */
export function ReportsPagination({
  pageIndex,
  size,
  shown,
  total,
  nextCursor,
  onNext,
  onPrevious,
  onSize,
}: ReportsPaginationProps) {
  const first = shown === 0 ? 0 : pageIndex * size + 1;
  const last = pageIndex * size + shown;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Flex mt="4" gap="4" align="center" justify="space-between" wrap="wrap" data-print-hide="">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
        {total.toLocaleString('en-US')}
      </Text>
      <Flex gap="3" align="center" wrap="wrap" rowGap="2">
        <HStack gap="2">
          <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor="reports-page-size">Rows per page</label>
          </Text>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              id="reports-page-size"
              value={String(size)}
              onChange={(e) => onSize(Number(e.currentTarget.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="3">
          <Button size="sm" variant="outline" disabled={pageIndex === 0} onClick={onPrevious}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Text textStyle="sm" whiteSpace="nowrap" data-testid="page-of">
            Page {(pageIndex + 1).toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={!nextCursor}
            onClick={() => nextCursor && onNext(nextCursor)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </HStack>
      </Flex>
    </Flex>
  );
}
