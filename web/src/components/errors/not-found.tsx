import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';
import { usePageStatus } from '@/lib/page-response';

/** A page that does not exist: an unknown address, or an unknown destination's visa page. Answered with 404. */
export function NotFound() {
  const { t } = useTranslation();
  usePageStatus(404);
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} textAlign="center">
      <PageMeta title={t('notFound.pageTitle')} description={t('notFound.text')} noindex />
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
