import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

/** Stand-in for a screen that a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text mt="4" color="fg.muted">
        This screen is coming soon to Lakbay.
      </Text>
    </Container>
  );
}
