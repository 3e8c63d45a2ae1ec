import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/**
 * A part of the Expenses tab (budget against actual, settle-up) with its heading
 * and a muted line on how to read it; h2 on the printed trip, h3 in the tab.
 */
export function ExpensesSubsection({
  id,
  heading,
  intro,
  headingLevel,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  headingLevel: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as={headingLevel} size="lg" id={id} mb="2">
        {heading}
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="3">
        {intro}
      </Text>
      {children}
    </Box>
  );
}
