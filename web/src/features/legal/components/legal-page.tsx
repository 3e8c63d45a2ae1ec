import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';

export interface LegalSection {
  /** The section's anchor, e.g. /privacy#rights. */
  id: string;
  title: string;
  content: ReactNode;
}

const LEGAL_PAGES = [
  { to: '/privacy', key: 'privacy' },
  { to: '/terms', key: 'terms' },
  { to: '/cookies', key: 'cookies' },
] as const;

type LegalPageKey = (typeof LEGAL_PAGES)[number]['key'];

/**
 * /privacy, /terms and /cookies: the page's head tags, its title and date, a
 * list of its sections, the sections, and links to the other two pages.
 */
export function LegalPage({
  page,
  intro,
  sections,
}: {
  page: LegalPageKey;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t } = useTranslation('legal');
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={t(`${page}.pageTitle`)} description={t(`${page}.description`)} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t(`${page}.title`)}
      </Heading>
      <Text mt="2" color="fg.muted" textStyle="sm">
        {t('updated')}
      </Text>
      <Text mt="4" textStyle="lg">
        {intro}
      </Text>

      <Box as="nav" aria-label={t('onThisPage')} mt="6" p="4" borderWidth="1px" rounded="l2" bg="bg.subtle">
        <Text fontWeight="semibold" mb="2">
          {t('onThisPage')}
        </Text>
        <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} color="brand.fg">
                {section.title}
              </Link>
            </li>
          ))}
        </Stack>
      </Box>

      <Stack gap="8" mt="8">
        {sections.map((section) => (
          <Box as="section" key={section.id} aria-labelledby={section.id}>
            <Heading as="h2" id={section.id} size="xl" mb="3" scrollMarginTop="24">
              {section.title}
            </Heading>
            {section.content}
          </Box>
        ))}
      </Stack>

      <Box as="nav" aria-label={t('alsoRead')} mt="12" pt="6" borderTopWidth="1px">
        <Text fontWeight="semibold" mb="2">
          {t('alsoRead')}
        </Text>
        <Stack as="ul" direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }} listStyleType="none">
          {LEGAL_PAGES.filter((other) => other.key !== page).map((other) => (
            <li key={other.key}>
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={other.to}>{t(`links.${other.key}`)}</RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
    </Container>
  );
}

/** A paragraph of a legal page. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text mb="3">{children}</Text>;
}

/** A titled card of labelled facts: what is kept and why, or what a cookie is for. */
export function FactCard({ title, facts }: { title: string; facts: { label: string; text: ReactNode }[] }) {
  return (
    <Box borderWidth="1px" rounded="l2" p={{ base: '4', md: '5' }} mb="4">
      <Heading as="h3" size="md" mb="3" wordBreak="break-word">
        {title}
      </Heading>
      <Grid as="dl" templateColumns={{ base: '1fr', sm: '8rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }}>
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <Text as="dt" fontWeight="semibold" color="fg.muted">
              {fact.label}
            </Text>
            <Text as="dd" mb={{ base: '2', sm: '0' }}>
              {fact.text}
            </Text>
          </Fragment>
        ))}
      </Grid>
    </Box>
  );
}
