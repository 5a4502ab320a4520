/**
 * The CEL expression editor (CodeMirror 6): highlighting, completion of the signal names and CEL's
 * functions, and the checker's problems shown inline at their line and column as the text changes
 * (asked a moment after typing stops). Tab and Shift+Tab leave the editor, as in any form field,
 * so the dialog around it stays keyboard-navigable: no key binding here takes Tab (no
 * `indentWithTab`; a CEL condition needs no indentation), so CodeMirror's way out of a Tab-taking
 * editor (Escape, then Tab) is not needed, and Escape is left to close the dialog. Completion is
 * accepted with Enter. cel-editor.test.tsx holds this.
 */
import { useEffect, useRef } from 'react';
import {
  autocompletion,
  closeBrackets,
  closeCompletion,
  completionStatus,
  completionKeymap,
  type Completion,
  type CompletionContext,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { Box } from '@pulse/ui';
import { CEL_FUNCTIONS, celLanguage, offsetOf } from './cel-language';

/** A problem of an expression at a 1-based line and column. */
export interface CelProblem {
  line: number;
  column: number;
  message: string;
}

/** A signal offered by completion. */
export interface CelSignal {
  name: string;
  type: string;
  description: string;
}

/** Props of CelEditor. */
export interface CelEditorProps {
  /** The initial text; later changes come from the editor (see onChange). */
  value: string;
  onChange: (value: string) => void;
  /** The checker: the problems of an expression (none when it is valid). */
  validate: (expression: string) => Promise<CelProblem[]>;
  signals: readonly CelSignal[];
  /** The editor's accessible name. */
  label: string;
  /** The id of the text describing the field (help, errors). */
  describedBy?: string;
  /** Milliseconds without typing before the expression is checked. */
  lintDelay?: number;
}

function completions(signals: readonly CelSignal[]) {
  const options: Completion[] = [
    ...signals.map((signal) => ({
      label: signal.name,
      type: 'variable',
      detail: signal.type,
      info: signal.description,
    })),
    ...CEL_FUNCTIONS.map((name) => ({ label: name, type: 'function' })),
    ...['true', 'false', 'null', 'in'].map((word) => ({ label: word, type: 'keyword' })),
  ];
  return (context: CompletionContext) => {
    const word = context.matchBefore(/[A-Za-z_][\w.]*/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    return { from: word.from, options, validFor: /^[\w.]*$/ };
  };
}

/** The editor, mounted once; its text is its own from then on. */
export function CelEditor({
  value,
  onChange,
  validate,
  signals,
  label,
  describedBy,
  lintDelay = 400,
}: CelEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  // The latest callbacks, read by the editor's extensions, which are built once.
  const latest = useRef({ onChange, validate, signals });
  latest.current = { onChange, validate, signals };

  useEffect(() => {
    if (!host.current) return;
    const lint = linter(
      async (view): Promise<Diagnostic[]> => {
        const text = view.state.doc.toString();
        if (!text.trim()) return [];
        let problems: CelProblem[];
        try {
          problems = await latest.current.validate(text);
        } catch {
          return [];
        }
        return problems.map((problem) => {
          const from = offsetOf(text, problem.line, problem.column);
          return {
            from,
            to: Math.min(text.length, Math.max(from + 1, view.state.doc.lineAt(from).to)),
            severity: 'error',
            message: `Line ${problem.line}, column ${problem.column}: ${problem.message}`,
          };
        });
      },
      { delay: lintDelay },
    );
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          closeBrackets(),
          celLanguage,
          syntaxHighlighting(defaultHighlightStyle),
          autocompletion({ override: [completions(latest.current.signals)] }),
          lint,
          lintGutter(),
          placeholderText('email.disposable && ip.tor'),
          EditorView.lineWrapping,
          keymap.of([...completionKeymap, ...historyKeymap, ...defaultKeymap]),
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          EditorView.theme({
            '&': { fontSize: '14px', minHeight: '120px' },
            '&.cm-focused': { outline: '2px solid var(--chakra-colors-brand-solid)' },
            '.cm-content': { fontFamily: 'var(--chakra-fonts-mono)', minHeight: '120px' },
          }),
        ],
      }),
    });
    // Escape with the completion list open closes the list, not the dialog around the editor: the
    // dialog listens on the document in the capture phase, so the window's capture phase comes first.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !view.dom.contains(event.target as Node)) return;
      if (completionStatus(view.state) === null) return;
      event.stopPropagation();
      event.preventDefault();
      closeCompletion(view);
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => {
      window.removeEventListener('keydown', onEscape, { capture: true });
      view.destroy();
    };
    // The editor is built once per mount: its text is its own, the callbacks are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box
      ref={host}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      data-testid="cel-editor"
    />
  );
}
