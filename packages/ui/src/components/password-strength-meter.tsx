/** PasswordStrengthMeter: five bar segments (filled = passed checks) and the level Weak/Medium/Strong. */
import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { scorePassword } from '../format/password-strength';

const LEVEL_COLOR = { Weak: 'red.500', Medium: 'orange.400', Strong: 'green.500' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, level } = scorePassword(password);
  const fill = level ? LEVEL_COLOR[level] : 'transparent';
  return (
    <Box mt="2">
      <HStack
        gap="1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={level ? `${level} (${score} of 5)` : 'No password'}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <Box
            key={i}
            data-filled={i < score ? '' : undefined}
            flex="1"
            h="1.5"
            rounded="full"
            bg={i < score ? fill : 'bg.emphasized'}
            transition="background 150ms"
          />
        ))}
      </HStack>
      <Text aria-live="polite" textStyle="xs" mt="1" minH="1rem" color="fg.muted">
        {level ? (
          <>
            <VisuallyHidden>Password strength: </VisuallyHidden>
            <Text as="span" fontWeight="semibold" color={fill}>
              {level}
            </Text>
          </>
        ) : null}
      </Text>
    </Box>
  );
}
