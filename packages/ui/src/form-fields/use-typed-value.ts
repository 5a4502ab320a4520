import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';

/**
 * A ref for a field's input that hands the form what the input already holds when the field
 * mounts, if the form does not hold it. Two cases:
 * - text typed or autofilled into a prerendered page before it hydrated: React keeps it on screen
 *   but does not replay the change (react/react#12955);
 * - a change made before react-final-form registered the field: it registers in an effect, and
 *   then sets the field back to its initial value.
 * Without this, the text shows but the form treats the field as empty (a disabled submit button,
 * "required" on submit). Runs once, after the field's own effects (a parent's run after its
 * children's). The form gets the text as a change, as if it were typed now.
 * @param parse the field's parse, so the form stores what typing would have stored
 */
export function useTypedValue(name: string, parse: (value: string) => string = (v) => v) {
  const form = useForm('useTypedValue');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown === undefined) return;
    const held: unknown = form.getFieldState(name)?.value;
    if (shown !== (held ?? '')) form.change(name, parse(shown));
    // Only at mount: afterwards every change reaches the form through the input's onChange.
  }, []);
  return ref;
}
