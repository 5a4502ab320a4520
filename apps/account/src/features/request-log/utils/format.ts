/** Date and time of an entry, in the viewer's time zone, to the second. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Latency in ms, one decimal under 10 ms. */
export function formatLatency(ms: number): string {
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US')} ms`;
}

/** Colour of a status code's badge. */
export function statusPalette(status: number): 'green' | 'orange' | 'red' | 'gray' {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 200 && status < 300) return 'green';
  return 'gray';
}

/** A stored body as indented JSON for the detail view. */
export function pretty(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
