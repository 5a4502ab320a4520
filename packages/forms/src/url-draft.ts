/**
 * The echo rule of a filter form whose applied values live in the page's URL, kept as a draft in a
 * react-final-form form (docs/architecture.md §3, "Filter bars"):
 * - values the URL gets from outside (Back, Forward, a link) replace the draft;
 * - the URL's echo of values the form applied itself arrives a render or more later and is not from
 *   outside: it leaves the draft alone, so nothing typed since is lost.
 */
export interface UrlDraft<V> {
  /** Call when the form applies `values` (sends them to the URL). */
  applied(values: V): void;
  /**
   * Call with the URL's values whenever the page renders. True when they are new and from outside:
   * the draft must take them (e.g. `form.reset(values)`); false when they are the ones seen before
   * or the echo of `applied`.
   */
  arrived(values: V): boolean;
}

/**
 * Creates the echo rule of one form (keep it for the form's lifetime).
 * @param initial the URL's values when the form opens (its initial draft)
 * @param same whether two sets of values ask for the same thing (content, not identity: the page
 *   parses a new object from the URL on every change)
 */
export function urlDraft<V>(initial: V, same: (a: V, b: V) => boolean): UrlDraft<V> {
  let seen = initial;
  let sent: V | null = null;
  return {
    applied(values) {
      // Values the URL already holds bring no echo: none must be waited for.
      sent = same(values, seen) ? null : values;
    },
    arrived(values) {
      if (same(values, seen)) return false;
      seen = values;
      if (sent !== null && same(values, sent)) {
        sent = null;
        return false;
      }
      return true;
    },
  };
}
