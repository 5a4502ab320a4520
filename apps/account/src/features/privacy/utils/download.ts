import { saveFile } from '../../../lib/save-file';

/** Saves `data` as a pretty-printed JSON file named `fileName`. */
export function downloadJson(fileName: string, data: unknown): void {
  saveFile(fileName, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
}
