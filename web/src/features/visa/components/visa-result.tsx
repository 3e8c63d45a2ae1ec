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

import { formatDataDate } from '@/features/visa/utils/dates';
import type { VisaAnswerStatus, VisaRequirementsQuery } from '@/gql/graphql';

type Answer = VisaRequirementsQuery['visaRequirements'];

/** Every status but SOURCED tells the traveler to check with the embassy. */
const statusBadges: Record<VisaAnswerStatus, { label: string; palette: string }> = {
  SOURCED: { label: 'Confirmed in our sources', palette: 'green' },
  PARTIAL: { label: 'Partly confirmed: check with the embassy', palette: 'orange' },
  UNVERIFIED: { label: 'Not confirmed: check with the embassy', palette: 'orange' },
  NOT_FOUND: { label: 'Not found: contact the embassy', palette: 'red' },
  NOT_COVERED: { label: 'Not covered yet', palette: 'gray' },
};

const NOT_CONFIRMED = 'Not confirmed. Ask the embassy or consulate.';

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

/** Spec §2's result: country, requirement (green when visa-free, else amber), details, sources and the disclaimer. */
export function VisaResult({ answer, headingRef }: { answer: Answer; headingRef?: Ref<HTMLHeadingElement> }) {
  const tone = answer.visaFree ? 'green' : 'orange';
  const badge = statusBadges[answer.status];

  return (
    <Card.Root as="article" aria-labelledby="visa-result-country">
      <Card.Header gap="2">
        <Text textStyle="sm" color="fg.muted">
          {answer.travelPurpose} · {answer.nationality === 'Filipino' ? 'Philippine' : answer.nationality} passport
        </Text>
        <Heading as="h2" id="visa-result-country" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
          {answer.country}
        </Heading>
        <Box>
          <Badge colorPalette={badge.palette} variant="surface" size="md" whiteSpace="normal">
            {badge.label}
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
            {answer.visaFree ? 'No visa needed' : 'Requirement'}
          </Text>
          <Text mt="1" fontWeight="semibold" textStyle="lg">
            {answer.requirement}
          </Text>
          {answer.visaType && (
            <Text mt="1" textStyle="sm">
              Visa type: {answer.visaType}
            </Text>
          )}
        </Box>
        {answer.statusNote && (
          <Text textStyle="sm" color="fg.muted" mt="-3">
            {answer.statusNote}
          </Text>
        )}

        {answer.visaFree && answer.stayDuration && (
          <Section title="Stay duration">
            <Text>{answer.stayDuration}</Text>
          </Section>
        )}

        <Section title="Required documents">
          {answer.documents.length ? <BulletList items={answer.documents} /> : <Text>{NOT_CONFIRMED}</Text>}
        </Section>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Section title="Processing time">
            <Text>{answer.processingTime}</Text>
          </Section>
          <Section title="Fees">
            <Text>{answer.fees}</Text>
          </Section>
        </SimpleGrid>

        {answer.additionalInfo.length > 0 && (
          <Section title="Additional information">
            <BulletList items={answer.additionalInfo} />
          </Section>
        )}

        {answer.sources.length > 0 && (
          <Section title="Sources">
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
                    ({source.publisher}, {formatDataDate(source.date)})
                  </Text>
                </li>
              ))}
            </Box>
          </Section>
        )}

        <Stack gap="1" textStyle="sm">
          {answer.lastChecked && (
            <Text color="fg.muted">
              Last checked: <time dateTime={answer.lastChecked}>{formatDataDate(answer.lastChecked)}</time>
            </Text>
          )}
          {answer.officialLink && (
            <Text>
              Official site:{' '}
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
          <Alert.Description>
            Visa rules change. Always verify with the embassy or consulate before you travel.
          </Alert.Description>
        </Alert.Root>
      </Card.Footer>
    </Card.Root>
  );
}
