/**
 * The report's print stylesheet (A4). Rendered only while the report detail page is mounted, so it
 * is scoped to that page; it is a global <style> because it must hide the shell's layout around the
 * page: the sidebar (<nav aria-label="Main navigation">), the header (<header>), the skip link, the
 * toasts, and every element marked `data-print-hide` (Back, Download JSON, Print, See More). The
 * margin the layout keeps for the sidebar is dropped, cards avoid page breaks inside, and collapsed
 * AML records are printed expanded.
 */
export const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  nav[aria-label="Main navigation"], body header, a[href="#main-content"],
  [class^="pulse-toasts-"], [data-print-hide] { display: none !important; }
  *:has(> main#main-content) { margin: 0 !important; }
  main#main-content { padding: 0 !important; max-width: none !important; }
  .pulse-avoid-break, [data-testid="aml-record"] { break-inside: avoid; }
  [data-scope="accordion"][data-part="item-content"] {
    display: block !important; height: auto !important; overflow: visible !important;
  }
  [data-testid="address-map"] { break-inside: avoid; }
  a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.8em; }
}
`;

export function PrintStyles() {
  return <style data-pulse-print="report">{PRINT_CSS}</style>;
}
