import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import type { ReactNode } from 'react';

/** The frame of the account screens: one centred card on a soft brand backdrop. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" minH="full">
      <Container maxW="lg" px={{ base: '4', md: '6' }} py={{ base: '6', md: '16' }}>
        <Card.Root variant="elevated">
          <Card.Body p={{ base: '5', md: '8' }} gap="6">
            {children}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
