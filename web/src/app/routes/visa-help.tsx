import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { NotFound } from '@/components/errors/not-found';
import { PageMeta } from '@/components/seo/page-meta';
import { useVisaAnswer } from '@/features/visa/api/visa-requirements';
import { DestinationLinks } from '@/features/visa/components/destination-links';
import { VisaChecker } from '@/features/visa/components/visa-checker';
import { visaPageMeta } from '@/features/visa/utils/page-meta';
import { DEFAULT_PURPOSE, destinationBySlug, destinationOptions, isPurpose, visaPagePath } from '@/lib/visa-options';
import { Redirect } from '@/lib/page-response';

/**
 * /visa-help (docs/product/visa.md): public; the visa checker for Philippine passport
 * holders. /visa-help/<destination>?purpose=… is a destination's answer, in
 * the page's HTML (issue #15). The checker's form sent without JavaScript
 * arrives here as ?country=…&purpose=… and goes on to that page.
 */
export function VisaHelpRoute() {
  const { t } = useTranslation('pages');
  const { country: slug } = useParams();
  const [searchParams] = useSearchParams();
  const destination = destinationBySlug(slug);
  const asked = searchParams.get('purpose');
  const purpose = isPurpose(asked) ? asked : DEFAULT_PURPOSE;
  const visa = useVisaAnswer(destination?.value ?? null, purpose);
  // The checker's form, sent before the page hydrated: on to the destination's page, or back with what is missing.
  const formCountry = searchParams.get('country');
  const sentIncomplete = {
    country: formCountry !== null && !destinationOptions.some((option) => option.value === formCountry),
    purpose: searchParams.has('purpose') && !isPurpose(asked),
  };

  if (slug && !destination) return <NotFound />;
  if (!slug && formCountry !== null && !sentIncomplete.country && !sentIncomplete.purpose && isPurpose(asked)) {
    return <Redirect to={visaPagePath(formCountry, asked)} />;
  }
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      {destination ? (
        <PageMeta {...visaPageMeta(destination, purpose, visa.answer)} />
      ) : (
        <PageMeta title={t('visaHelp.pageTitle')} description={t('visaHelp.intro')} />
      )}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {destination ? t('visaHelp.destinationTitle', { country: destination.label }) : t('visaHelp.title')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted" maxW="2xl">
        {t('visaHelp.intro')}
      </Text>
      <Stack gap={{ base: '10', md: '14' }}>
        <VisaChecker
          country={destination?.value ?? null}
          purpose={purpose}
          sentIncomplete={slug ? { country: false, purpose: false } : sentIncomplete}
          visa={visa}
        />
        <DestinationLinks />
      </Stack>
    </Container>
  );
}
