import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';

// A native checkbox: the theme carries no Chakra checkbox recipe, and the
// browser's own control is accessible as it is.
const Checkbox = chakra('input', {
  base: { boxSize: '4.5', flexShrink: 0, mt: '0.5', accentColor: 'brand.solid', cursor: 'pointer' },
});

/** A checkbox with its label beside it; the whole label toggles it. */
export function CheckboxLabel({ children, ...props }: { children: ReactNode } & Parameters<typeof Checkbox>[0]) {
  return (
    <Flex as="label" gap="2" align="start" cursor="pointer">
      <Checkbox type="checkbox" {...props} />
      <span>{children}</span>
    </Flex>
  );
}
