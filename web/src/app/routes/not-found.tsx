import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';

export function NotFoundRoute() {
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        404 Page Not Found
      </Heading>
      <Text mt="4" color="fg.muted">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button asChild mt="8">
        <RouterLink to="/">Back to home</RouterLink>
      </Button>
    </Container>
  );
}
