/** Drops files on an element as a browser does, for the upload forms' drop zones. */
import { fireEvent } from '@testing-library/react';

/** Fires a `drop` of `file` (one file entry, as dragged from the desktop) on `zone`. */
export function dropFile(zone: HTMLElement, file: File): void {
  const item = {
    kind: 'file',
    getAsFile: () => file,
    webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name: file.name }),
  };
  const transfer = { types: ['Files'], items: [item], files: [file], dropEffect: 'none' };
  // Plain events carrying the transfer: Testing Library would copy it into the DOM's own
  // DataTransfer, whose items have no file entries. A drop counts only after a drag over.
  for (const type of ['dragover', 'drop']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: transfer });
    fireEvent(zone, event);
  }
}
