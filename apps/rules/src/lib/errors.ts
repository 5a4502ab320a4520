/** The problems of a refused draft, as the API lists them. */
import { isApiError, type RuleInvalidBody } from '@pulse/api-client';

/** One problem of a refused draft: its rule, where it is (1-based) and the checker's message. */
export type ExpressionProblem = NonNullable<RuleInvalidBody['problems']>[number];

/** The expression problems of a 400 `RULE_INVALID` answer (`problems`); none for any other failure. */
export function expressionProblems(err: unknown): ExpressionProblem[] {
  if (!isApiError(err) || err.data.code !== 'RULE_INVALID') return [];
  const { problems } = err.data;
  return Array.isArray(problems) ? (problems as ExpressionProblem[]) : [];
}
