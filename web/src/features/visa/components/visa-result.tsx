import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode, Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { purposeOptions } from '@/lib/visa-options';
import { formatDataDate } from '@/features/visa/utils/dates';
import type { VisaAnswerStatus, VisaRequirementsQuery } from '@/gql/graphql';

type Answer = VisaRequirementsQuery['visaRequirements'];

/** Every status but SOURCED tells the traveler to check with the embassy (labels: `visa:status.<status>`). */
const statusPalettes: Record<VisaAnswerStatus, string> = {
  SOURCED: 'green',
  PARTIAL: 'orange',
  UNVERIFIED: 'orange',
  NOT_FOUND: 'red',
  NOT_COVERED: 'gray',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="1.5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/** The result of docs/product/visa.md: country, requirement (green when visa-free, else amber), details, sources and the disclaimer. */
export function VisaResult({
  answer,
  purpose,
  headingRef,
}: {
  answer: Answer;
  /** The purpose id asked about: its label follows the active language (the API answers the English label). */
  purpose?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('visa');
  const tone = answer.visaFree ? 'green' : 'orange';

  return (
    <Card.Root as="article" aria-labelledby="visa-result-country">
      <Card.Header gap="2">
        <Text textStyle="sm" color="fg.muted">
          {t('result.passport', {
            purpose: purposeOptions.find((option) => option.value === purpose)?.label ?? answer.travelPurpose,
            nationality: answer.nationality === 'Filipino' ? t('result.philippine') : answer.nationality,
          })}
        </Text>
        <Heading as="h2" id="visa-result-country" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
          {answer.country}
        </Heading>
        <Box>
          <Badge colorPalette={statusPalettes[answer.status]} variant="surface" size="md" whiteSpace="normal">
            {t(`status.${answer.status}`)}
          </Badge>
        </Box>
      </Card.Header>

      <Card.Body gap="6">
        <Box
          data-testid="visa-requirement"
          data-tone={answer.visaFree ? 'green' : 'amber'}
          colorPalette={tone}
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          borderStartWidth="4px"
          borderColor="colorPalette.solid"
          borderRadius="l2"
          p="4"
        >
          <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
            {answer.visaFree ? t('result.noVisa') : t('result.requirement')}
          </Text>
          <Text mt="1" fontWeight="semibold" textStyle="lg">
            {answer.requirement}
          </Text>
          {answer.visaType && (
            <Text mt="1" textStyle="sm">
              {t('result.visaType', { type: answer.visaType })}
            </Text>
          )}
        </Box>
        {answer.statusNote && (
          <Text textStyle="sm" color="fg.muted" mt="-3">
            {answer.statusNote}
          </Text>
        )}

        {answer.visaFree && answer.stayDuration && (
          <Section title={t('result.stayDuration')}>
            <Text>{answer.stayDuration}</Text>
          </Section>
        )}

        <Section title={t('result.documents')}>
          {answer.documents.length ? <BulletList items={answer.documents} /> : <Text>{t('result.notConfirmed')}</Text>}
        </Section>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Section title={t('result.processingTime')}>
            <Text>{answer.processingTime}</Text>
          </Section>
          <Section title={t('result.fees')}>
            <Text>{answer.fees}</Text>
          </Section>
        </SimpleGrid>

        {answer.additionalInfo.length > 0 && (
          <Section title={t('result.additionalInfo')}>
            <BulletList items={answer.additionalInfo} />
          </Section>
        )}

        {answer.sources.length > 0 && (
          <Section title={t('result.sources')}>
            <Box as="ol" ps="5" listStyleType="decimal" display="grid" gap="1" textStyle="sm">
              {answer.sources.map((source) => (
                <li key={`${source.publisher}-${source.title}`}>
                  {source.url ? (
                    <Link href={source.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                      {source.title}
                    </Link>
                  ) : (
                    source.title
                  )}{' '}
                  <Text as="span" color="fg.muted">
                    {t('result.source', { publisher: source.publisher, date: formatDataDate(source.date) })}
                  </Text>
                </li>
              ))}
            </Box>
          </Section>
        )}

        <Stack gap="1" textStyle="sm">
          {answer.lastChecked && (
            <Text color="fg.muted">
              <Trans
                t={t}
                i18nKey="result.lastChecked"
                values={{ date: formatDataDate(answer.lastChecked) }}
                components={{ time: <time dateTime={answer.lastChecked} /> }}
              />
            </Text>
          )}
          {answer.officialLink && (
            <Text>
              {t('result.officialSite')}{' '}
              <Link href={answer.officialLink.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {answer.officialLink.title}
              </Link>
            </Text>
          )}
        </Stack>
      </Card.Body>

      <Card.Footer>
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>{t('result.disclaimer')}</Alert.Description>
        </Alert.Root>
      </Card.Footer>
    </Card.Root>
  );
}
