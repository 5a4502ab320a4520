/**
 * An expression's text before and after, word by word (the `diff` package): removed words struck
 * through in red, added ones underlined in green, so the change reads without colour too.
 */
import { diffWords } from 'diff';
import { Box, chakra } from '@pulse/ui';

/** Props of ExpressionDiff. */
export interface ExpressionDiffProps {
  before: string;
  after: string;
}

/** The word diff of two expressions, in a code block. */
export function ExpressionDiff({ before, after }: ExpressionDiffProps) {
  return (
    <Box
      as="pre"
      fontFamily="mono"
      fontSize="sm"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      bg="bg.muted"
      p="2"
      borderRadius="md"
    >
      {diffWords(before, after).map((part, index) =>
        part.added ? (
          <chakra.ins key={index} color="fg.success" bg="green.subtle">
            {part.value}
          </chakra.ins>
        ) : part.removed ? (
          <chakra.del key={index} color="fg.error" bg="red.subtle">
            {part.value}
          </chakra.del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Box>
  );
}
