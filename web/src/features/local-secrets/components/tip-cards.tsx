import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { LocalSecretsQuery } from '@/gql/graphql';

type Tips = NonNullable<LocalSecretsQuery['localSecrets']['tips']>;

function TipCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="article" aria-label={title} bg="brand.subtle" borderColor="brand.muted">
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The three tip cards of docs/product/local-secrets.md, written for the nearest curated city rather than left generic. */
export function TipCards({ tips }: { tips: Tips }) {
  const { t } = useTranslation('localSecrets');
  return (
    <section aria-labelledby="local-tips-heading">
      <Heading as="h2" id="local-tips-heading" size="lg" mb="4">
        {t('tips.heading', { city: tips.city })}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TipCard title={t('tips.bestTime')}>
          <Text>{tips.bestTimeToVisit}</Text>
          <Text textStyle="sm" color="fg.muted">
            {tips.thisMonth}
          </Text>
        </TipCard>
        <TipCard title={t('tips.etiquette')}>
          <Text>{tips.localEtiquette}</Text>
        </TipCard>
        <TipCard title={t('tips.hiddenGem')}>
          <Text fontWeight="semibold">{tips.hiddenGem.name}</Text>
          <Text>{tips.hiddenGem.description}</Text>
          <Text textStyle="sm" color="fg.muted">
            {tips.hiddenGem.tip}
          </Text>
        </TipCard>
      </SimpleGrid>
    </section>
  );
}
