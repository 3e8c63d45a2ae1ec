import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { VisaChecker } from '@/features/visa/components/visa-checker';

/** /visa-help (spec §2): public; the visa checker for Philippine passport holders. */
export function VisaHelpRoute() {
  const { t } = useTranslation('pages');
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('visaHelp.title')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted" maxW="2xl">
        {t('visaHelp.intro')}
      </Text>
      <VisaChecker />
    </Container>
  );
}
