import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';

import { FactCard, LegalPage, Paragraph } from '@/features/legal/components/legal-page';
import { useLegalText } from '@/features/legal/components/legal-text';

/** What is kept, in the order of the page: the account first, then what hangs off it, then the rest. */
const KEPT = [
  'account',
  'trips',
  'readiness',
  'shareLinks',
  'calendarFeed',
  'contact',
  'newsletter',
  'sessions',
  'apiTokens',
  'mail',
  'rateLimits',
  'logs',
] as const;

const RECIPIENTS = ['mail', 'gemini', 'photos', 'map', 'partners', 'share', 'calendarFeed'] as const;

/** The rights in the order the National Privacy Commission lists them. */
const RIGHTS = ['informed', 'access', 'object', 'erasure', 'damages', 'complaint', 'rectify', 'portability'] as const;

/** The NPC's own pages the rights section is written from. */
const SOURCES = [
  { key: 'knowYourRights', url: 'https://www.privacy.gov.ph/know-your-rights/' },
  { key: 'access', url: 'https://privacy.gov.ph/right-to-access/' },
  { key: 'erasure', url: 'https://privacy.gov.ph/right-to-erasure-or-blocking/' },
  { key: 'damages', url: 'https://privacy.gov.ph/right-to-damages/' },
  { key: 'portability', url: 'https://privacy.gov.ph/right-to-data-portability/' },
  { key: 'complaint', url: 'https://privacy.gov.ph/file-a-complaint-2/' },
  { key: 'exhaustion', url: 'https://privacy.gov.ph/mechanics-for-complaints/' },
] as const;

/** /privacy: the privacy notice under the Data Privacy Act of 2012 (issue #22). Public. */
export function PrivacyRoute() {
  const { t } = useTranslation('legal');
  const text = useLegalText();
  return (
    <LegalPage
      page="privacy"
      intro={t('privacy.intro')}
      sections={[
        {
          id: 'controller',
          title: t('privacy.controller.title'),
          content: (
            <>
              <Paragraph>{text('privacy.controller.text')}</Paragraph>
              <Paragraph>{t('privacy.controller.noAddress')}</Paragraph>
            </>
          ),
        },
        {
          id: 'kept',
          title: t('privacy.kept.title'),
          content: (
            <>
              <Paragraph>{text('privacy.kept.intro')}</Paragraph>
              {KEPT.map((kind) => (
                <FactCard
                  key={kind}
                  title={t(`privacy.kept.${kind}.title`)}
                  facts={[
                    { label: t('privacy.kept.what'), text: text(`privacy.kept.${kind}.what`) },
                    { label: t('privacy.kept.why'), text: t(`privacy.kept.${kind}.why`) },
                    { label: t('privacy.kept.howLong'), text: text(`privacy.kept.${kind}.howLong`) },
                  ]}
                />
              ))}
              <Heading as="h3" size="md" mt="6" mb="2">
                {t('privacy.kept.notKept.title')}
              </Heading>
              <Paragraph>{t('privacy.kept.notKept.text')}</Paragraph>
            </>
          ),
        },
        {
          id: 'recipients',
          title: t('privacy.recipients.title'),
          content: (
            <>
              <Stack as="ul" gap="2" ps="5" mb="3" listStyleType="disc">
                {RECIPIENTS.map((recipient) => (
                  <li key={recipient}>{t(`privacy.recipients.${recipient}`)}</li>
                ))}
              </Stack>
              <Paragraph>{t('privacy.recipients.noSale')}</Paragraph>
            </>
          ),
        },
        {
          id: 'rights',
          title: t('privacy.rights.title'),
          content: (
            <>
              <Paragraph>{t('privacy.rights.intro')}</Paragraph>
              {RIGHTS.map((right) => (
                <Stack key={right} gap="1" mb="4">
                  <Heading as="h3" size="md">
                    {t(`privacy.rights.${right}.title`)}
                  </Heading>
                  <span>{text(`privacy.rights.${right}.text`)}</span>
                </Stack>
              ))}
              <Heading as="h3" size="sm" mt="6" mb="2">
                {t('privacy.rights.sources')}
              </Heading>
              <Stack as="ul" gap="1" ps="5" listStyleType="disc" textStyle="sm">
                {SOURCES.map((source) => (
                  <li key={source.key}>
                    <Link href={source.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                      {t(`privacy.rights.source.${source.key}`)}
                    </Link>
                  </li>
                ))}
              </Stack>
            </>
          ),
        },
        {
          id: 'security',
          title: t('privacy.security.title'),
          content: <Paragraph>{text('privacy.security.text')}</Paragraph>,
        },
        {
          id: 'changes',
          title: t('privacy.changes.title'),
          content: <Paragraph>{t('privacy.changes.text')}</Paragraph>,
        },
      ]}
    />
  );
}
