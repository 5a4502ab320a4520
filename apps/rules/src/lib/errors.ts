/** The API's message of a failed call, whichever of its two error shapes it answered with. */
import { isApiError } from '@pulse/api-client';

/** One problem of a refused expression: where it is (1-based) and the checker's message. */
export interface ExpressionProblem {
  ruleIndex?: number;
  ruleId?: string;
  line: number;
  column: number;
  message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The API's text of `err`: `error` when it is a string, else `error.message` (the nested shape of
 * the rules contract), else `message`, else `fallback`.
 */
export function apiMessage(err: unknown, fallback: string): string {
  if (!isApiError(err)) return fallback;
  const { error, message } = err.data;
  if (typeof error === 'string' && error.trim()) return error;
  if (isObject(error) && typeof error.message === 'string' && error.message) return error.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The expression problems of a 400 `RULE_INVALID` (top level or inside `error`); none otherwise. */
export function expressionProblems(err: unknown): ExpressionProblem[] {
  if (!isApiError(err)) return [];
  const { error, problems } = err.data;
  const list = Array.isArray(problems)
    ? problems
    : isObject(error) && Array.isArray(error.problems)
      ? error.problems
      : [];
  return list as ExpressionProblem[];
}
