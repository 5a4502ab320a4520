import type { MouseEvent } from 'react';
import { errorText } from '@pulse/api-client';
import { Link, useNotify } from '@pulse/ui';
import { receiptPath } from '../api/payments';
import { openReceipt } from '../utils/open-receipt';

/**
 * "Receipt" of a paid session. The href is the API's receipt path; the click fetches it with the
 * session's headers (a plain navigation would carry none) and opens it in a new tab.
 */
export function ReceiptLink({ sessionId }: { sessionId: string }) {
  const notify = useNotify();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    openReceipt(sessionId).catch((err: unknown) =>
      notify.error(errorText(err, 'The receipt could not be opened')),
    );
  };
  return (
    <Link
      href={receiptPath(sessionId)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      colorPalette="brand"
    >
      Receipt
    </Link>
  );
}
