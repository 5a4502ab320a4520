/**
 * The CEL editor from its own chunk (CodeMirror is about 100 KB gzip), so the Rules page renders
 * without waiting for it: a plain text box stands in while it downloads, or if it cannot be, so an
 * expression can always be written.
 */
import { chakra } from '@pulse/ui';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import type { CelEditorProps } from './cel-editor';

const editor = lazyModule(() => import('./cel-editor'));

/** Starts downloading the editor's chunk (the Rules page calls it once it has rendered). */
export const preloadCelEditor = (): void => void editor.load().catch(() => undefined);

/** The CEL editor once downloaded; a plain text box until then. */
export function LazyCelEditor(props: CelEditorProps) {
  const module = useLazyModule(editor);
  if (module && module !== 'failed') return <module.CelEditor {...props} />;
  return (
    <chakra.textarea
      aria-label={props.label}
      aria-describedby={props.describedBy}
      fontFamily="mono"
      fontSize="sm"
      w="full"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      rows={5}
      defaultValue={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
