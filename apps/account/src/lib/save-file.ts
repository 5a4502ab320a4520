/**
 * Saves `text` as a file named `fileName` (MIME `type`) through a temporary link: what the audit
 * log's CSV export and the personal-data downloads share. The object URL is freed a minute later,
 * once the browser has taken the file.
 */
export function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
