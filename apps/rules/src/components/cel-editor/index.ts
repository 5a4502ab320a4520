/** The CEL expression editor, downloaded on first use. */
export { LazyCelEditor, preloadCelEditor } from './lazy-cel-editor';
export type { CelEditorProps, CelProblem, CelSignal } from './cel-editor';
