import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('notFound.title')}
      </Heading>
      <Text mt="4" color="fg.muted">
        {t('notFound.text')}
      </Text>
      <Button asChild mt="8">
        <RouterLink to="/">{t('notFound.backHome')}</RouterLink>
      </Button>
    </Container>
  );
}
