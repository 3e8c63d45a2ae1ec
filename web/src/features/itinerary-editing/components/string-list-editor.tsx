import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useId, useRef } from 'react';

import { Icon } from '@/components/ui/icon';

interface StringListEditorProps {
  legend: string;
  /** Names each input: "Activity 1", "Activity 2"... */
  itemLabel: (number: number) => string;
  /** Names each remove button: "Remove activity 1"... */
  removeLabel: (number: number) => string;
  addLabel: string;
  items: string[];
  /** Remove is disabled at this many items (docs/product/trips.md: one activity always remains). */
  min: number;
  error?: string | undefined;
  onChange: (items: string[]) => void;
}

/**
 * An editable list of short texts (a day's activities or meals). Adding an
 * item puts the cursor in it; removing one moves the cursor to its neighbour,
 * so keyboard users never lose their place.
 */
export function StringListEditor({
  legend,
  itemLabel,
  removeLabel,
  addLabel,
  items,
  min,
  error,
  onChange,
}: StringListEditorProps) {
  const errorId = useId();
  const list = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.querySelectorAll('input')[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [items.length]);

  const update = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  const remove = (index: number) => {
    focusIndex.current = Math.min(index, items.length - 2);
    onChange(items.filter((_, i) => i !== index));
  };
  const add = () => {
    focusIndex.current = items.length;
    onChange([...items, '']);
  };

  return (
    <Box as="fieldset" aria-describedby={error ? errorId : undefined} minW="0">
      <Box as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
        {legend}
      </Box>
      <Stack gap="2" ref={list}>
        {items.map((item, index) => (
          <Flex key={index} gap="2">
            <Input
              aria-label={itemLabel(index + 1)}
              aria-invalid={error && !item.trim() ? true : undefined}
              value={item}
              onChange={(event) => update(index, event.target.value)}
            />
            <IconButton
              variant="ghost"
              aria-label={removeLabel(index + 1)}
              disabled={items.length <= min}
              onClick={() => remove(index)}
            >
              <Icon name="trash" />
            </IconButton>
          </Flex>
        ))}
      </Stack>
      <Button size="sm" variant="ghost" mt="1.5" onClick={add}>
        <Icon name="plus" />
        {addLabel}
      </Button>
      <Text id={errorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
        {error}
      </Text>
    </Box>
  );
}
