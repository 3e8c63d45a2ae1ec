import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { QueryState } from '@/components/ui/query-state';
import { DealCard } from '@/features/deals/components/deal-card';
import { graphql } from '@/gql/gql';
import type { DealType } from '@/gql/graphql';
import { useHydrated } from '@/lib/page-response';

export const dealsQuery = graphql(`
  query Deals($type: DealType, $featuredOnly: Boolean) {
    deals(type: $type, featuredOnly: $featuredOnly) {
      id
      type
      title
      description
      originalPrice
      discountedPrice
      discountPercent
      currency
      validUntil
      imageKey
      provider
      featured
    }
  }
`);

// Each tab's name and empty text: `deals:tabs.<value>` and `deals:empty.<value>`.
const TABS: { value: 'featured' | 'flights' | 'hotels' | 'packages'; type?: DealType }[] = [
  { value: 'featured' },
  { value: 'flights', type: 'flight' },
  { value: 'hotels', type: 'hotel' },
  { value: 'packages', type: 'package' },
];

/**
 * The tabs of docs/product/deals-and-quotes.md. The open tab lives in the URL (?tab=hotels), each tab
 * is a link to it until the page has hydrated (so the tabs work before the script has run), and only
 * the open one is mounted, so each tab asks for its own deals once; each has its own loading, error,
 * empty and success view.
 */
export function DealsTabs() {
  const { t } = useTranslation('deals');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = TABS.find((entry) => entry.value === requested)?.value ?? 'featured';
  const hydrated = useHydrated();

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setSearchParams({ tab: details.value }, { replace: true, preventScrollReset: true })}
      lazyMount
      unmountOnExit
    >
      <Tabs.List overflowX="auto" overflowY="hidden">
        {TABS.map(({ value }) => (
          // Until the page has hydrated, each tab is a link that loads it from the server; then the
          // tabs are buttons again, which keep the keyboard's focus as the arrow keys move it.
          <Tabs.Trigger key={value} value={value} asChild={!hydrated} flexShrink="0" px={{ base: '2.5', sm: '4' }}>
            {hydrated ? t(`tabs.${value}`) : <a href={`?tab=${value}`}>{t(`tabs.${value}`)}</a>}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, type }) => (
        <Tabs.Content key={value} value={value} pt="6">
          <DealGrid type={type} empty={t(`empty.${value}`)} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function DealGrid({ type, empty }: { type: DealType | undefined; empty: string }) {
  const { t } = useTranslation('deals');
  const variables = type ? { type } : { featuredOnly: true };
  const { data, loading, error, refetch } = useQuery(dealsQuery, { variables, notifyOnNetworkStatusChange: true });

  return (
    <QueryState
      data={data?.deals}
      loading={loading}
      error={error}
      errorTitle={t('grid.failed')}
      onRetry={() => void refetch()}
      loadingText={t('grid.loading')}
      isEmpty={(deals) => deals.length === 0}
      empty={
        <Box p={{ base: '6', md: '8' }} borderWidth="2px" borderStyle="dashed" borderRadius="l3" textAlign="center">
          <Text fontWeight="semibold">{empty}</Text>
          <Text mt="2" color="fg.muted">
            <Trans
              t={t}
              i18nKey="empty.text"
              components={{
                link: (
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to="/travel-package-quote" />
                  </Link>
                ),
              }}
            />
          </Text>
        </Box>
      }
    >
      {(deals) => (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
