/**
 * Saves `data` as a pretty-printed JSON file named `fileName` through a temporary link, the way the
 * audit log's CSV export saves its file.
 */
export function downloadJson(fileName: string, data: unknown): void {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
