import { getReceiptHtml } from '@pulse/api-client';

/** Receipt HTML locked down before it is shown from a blob: no scripts, no outside requests. */
const LOCKDOWN =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:">';

export function lockedDownHtml(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return LOCKDOWN + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + LOCKDOWN + html.slice(at);
}

/**
 * Opens a paid session's receipt in a new tab. The receipt needs the session's headers, which a
 * plain link cannot send, so it is fetched here and shown from a blob URL. The tab is opened
 * synchronously (inside the click) so pop-up blockers allow it, detached from this page
 * (`opener = null`), then pointed at the receipt; it is closed again if the fetch fails.
 */
export async function openReceipt(sessionId: string, win: Window = window): Promise<void> {
  const tab = win.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const html = await getReceiptHtml(sessionId);
    const url = URL.createObjectURL(new Blob([lockedDownHtml(html)], { type: 'text/html' }));
    if (tab) tab.location.href = url;
    else win.open(url, '_blank', 'noopener,noreferrer');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
