import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { PageMeta } from '@/components/seo/page-meta';
import { LocalSecretsFinder } from '@/features/local-secrets/components/local-secrets-finder';

/** /local-secrets (docs/product/local-secrets.md): public; curated places near a point, on a map and as cards. */
export function LocalSecretsRoute() {
  const { t } = useTranslation('pages');
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={t('localSecrets.pageTitle')} description={t('localSecrets.intro')} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('localSecrets.title')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted" maxW="2xl">
        {t('localSecrets.intro')}
      </Text>
      <LocalSecretsFinder />
    </Container>
  );
}
