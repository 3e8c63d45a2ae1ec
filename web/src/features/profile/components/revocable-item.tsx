import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import type { ReactNode } from 'react';

/** One row of a list of things the user can revoke (API tokens, connected apps): what it is, and the button. */
export function RevocableItem({
  children,
  buttonText,
  buttonLabel,
  onRevoke,
}: {
  children: ReactNode;
  buttonText: string;
  /** The button's accessible name, naming the item. */
  buttonLabel: string;
  onRevoke: () => void;
}) {
  return (
    <Flex
      as="li"
      borderWidth="1px"
      rounded="l2"
      p="3"
      gap="3"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ md: 'center' }}
    >
      <Box minW="0">{children}</Box>
      <Button size="sm" variant="outline" colorPalette="red" flexShrink={0} aria-label={buttonLabel} onClick={onRevoke}>
        {buttonText}
      </Button>
    </Flex>
  );
}
