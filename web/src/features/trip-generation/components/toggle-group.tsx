import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode, Ref } from 'react';

import { FieldError, OptionalMark, useFieldDescription } from '@/components/ui/form-field';

/** The solid button's look (Chakra's button recipe), for a pressed toggle. */
const PRESSED = {
  bg: 'colorPalette.solid',
  color: 'colorPalette.contrast',
  borderColor: 'transparent',
  _hover: { bg: 'colorPalette.solid/90' },
} as const;
const CHECK_WHEN_PRESSED = { '[aria-pressed=true] > &': { display: 'inline' } } as const;

interface ToggleGroupProps {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Receives the first toggle, so a failed submit can move focus here. */
  firstRef?: Ref<HTMLButtonElement>;
}

/**
 * Multi-select as a row of toggle buttons (aria-pressed) in a fieldset, so the
 * legend names the group: the preferences and the cities.
 */
export function ToggleGroup({
  legend,
  options,
  selected,
  onToggle,
  error,
  hint,
  optional,
  firstRef,
}: ToggleGroupProps) {
  const { hintId, errorId, describedBy } = useFieldDescription(hint, error);
  return (
    <Box as="fieldset" aria-describedby={describedBy} minW="0">
      <Box as="legend" textStyle="sm" fontWeight="medium" mb="2">
        {legend}
        {optional && <OptionalMark />}
      </Box>
      {hint && (
        <Text id={hintId} textStyle="sm" color="fg.muted" mb="2">
          {hint}
        </Text>
      )}
      <Flex wrap="wrap" gap="2">
        {options.map((option, index) => {
          const pressed = selected.includes(option.value);
          return (
            <Button
              key={option.value}
              ref={index === 0 ? firstRef : undefined}
              type="button"
              size="sm"
              rounded="full"
              // Drawn from aria-pressed, not from the state: the landing page's toggles answer before the
              // app has loaded by that attribute alone (components/ui/form-island.ts).
              variant="outline"
              _pressed={PRESSED}
              aria-pressed={pressed}
              onClick={() => onToggle(option.value)}
            >
              <Box as="span" aria-hidden="true" display="none" css={CHECK_WHEN_PRESSED}>
                ✓
              </Box>
              {option.label}
            </Button>
          );
        })}
      </Flex>
      <Box mt="1">
        <FieldError id={errorId} error={error} />
      </Box>
    </Box>
  );
}

/** Adds `value` to a selection, or takes it out when it is already there. */
export const toggled = (selection: readonly string[], value: string) =>
  selection.includes(value) ? selection.filter((item) => item !== value) : [...selection, value];
