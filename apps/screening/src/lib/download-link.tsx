import { useState, type MouseEvent, type ReactNode } from 'react';
import { errorText } from '@pulse/api-client';
import { Link, useNotify } from '@pulse/ui';

export interface DownloadLinkProps {
  /** The file's API path (`/api/...`): the link's address, for copying and for assistive tech. */
  href: string;
  /** The name the saved file gets. */
  fileName: string;
  /** Reads the file through the API client (with the session's headers). */
  load: () => Promise<Blob>;
  children: ReactNode;
}

/**
 * A link to a file of the API. The API wants the session's headers, which a plain link does not
 * send, so a click reads the file through the API client and saves it from a blob URL (the same
 * reason as billing's receipts). A failure shows the API's error as a toast.
 */
export function DownloadLink({ href, fileName, load, children }: DownloadLinkProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const url = URL.createObjectURL(await load());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // Long enough for the browser to start saving it.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify.error(errorText(error, 'The file could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Link href={href} onClick={(event) => void onClick(event)} aria-busy={busy || undefined}>
      {children}
    </Link>
  );
}
