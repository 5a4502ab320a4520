import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useForm } from 'react-final-form';

/** What a field's control needs to keep what was typed before the form could hold it. */
export interface TypedValue<V, E extends HTMLElement> {
  /** For the control's DOM element (the input, select or checkbox input). */
  ref: RefObject<E | null>;
  /**
   * What the control shows instead of the form's value while the field is not bound yet: the
   * value typed since the page rendered, else undefined (show the form's value).
   */
  held: V | undefined;
  /** Called by the control's change handler, after the form's, with the value it now holds. */
  keep: (value: V) => void;
}

export interface TypedValueOptions<V, E extends HTMLElement> {
  /** The field's parse, so the form stores what typing would have stored. */
  parse?: (value: V) => V;
  /** What the control holds (default: its `value`; a checkbox reads `checked`). */
  read?: (element: E) => V;
  /** Equality of the control's value and the form's (default: `held ?? ''` for strings). */
  same?: (shown: V, held: unknown) => boolean;
}

const readValue = (element: HTMLElement): unknown => (element as HTMLInputElement).value;
const sameText = (shown: unknown, held: unknown): boolean => shown === (held ?? '');

/**
 * Keeps what a person typed into a field before react-final-form bound it
 * (docs/adr/0028-prerendered-public-pages.md). react-final-form subscribes a field to the form in
 * an effect, after the page is on screen and, on a prerendered page, after hydration. In between:
 * - text typed before hydration stays in the input, but React does not replay it as a change;
 * - a change made before the subscription reaches the form, but the field's own state does not
 *   follow, so React puts the input back to the old value (a controlled input), and the
 *   subscription then resets the field to its initial value.
 * On a loaded machine that gap is long enough to lose the first characters typed. This hook shows
 * what was typed (`held`) until the field is bound, then hands the form the control's value as a
 * change, as if it were typed now. Its effect runs after the field's own (a parent's, or a later
 * hook of the same component).
 * @param name the field's name in the form
 * @param options `parse`, `read` and `same` for controls whose value is not a string
 */
export function useTypedValue<V = string, E extends HTMLElement = HTMLInputElement>(
  name: string,
  options: TypedValueOptions<V, E> = {},
): TypedValue<V, E> {
  const form = useForm('useTypedValue');
  const ref = useRef<E>(null);
  const bound = useRef(false);
  const typed = useRef<{ value: V } | undefined>(undefined);
  const [held, setHeld] = useState<V | undefined>(undefined);
  const { parse = (v: V) => v, read = readValue as (element: E) => V, same = sameText } = options;
  const latest = useRef({ parse, read, same });
  latest.current = { parse, read, same };

  useEffect(() => {
    bound.current = true;
    const { parse: parseNow, read: readNow, same: sameNow } = latest.current;
    // The control's value at mount (typed before hydration), or what was typed since.
    const element = ref.current;
    const shown = typed.current ? typed.current.value : element ? readNow(element) : undefined;
    typed.current = undefined;
    if (shown !== undefined && !sameNow(shown, form.getFieldState(name)?.value))
      form.change(name, parseNow(shown));
    setHeld(undefined);
    return () => {
      bound.current = false;
    };
    // Only at mount: afterwards every change reaches the form through the control's onChange.
  }, []);

  const keep = useCallback((value: V) => {
    if (bound.current) return;
    typed.current = { value };
    setHeld(value);
  }, []);

  return { ref, held, keep };
}
