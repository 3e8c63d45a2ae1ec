import { useTranslation } from 'react-i18next';

import { LegalPage, Paragraph } from '@/features/legal/components/legal-page';
import { useLegalText } from '@/features/legal/components/legal-text';

const SECTIONS = [
  'account',
  'plans',
  'travelInfo',
  'deals',
  'bookings',
  'sharing',
  'calendarFeed',
  'api',
  'fairUse',
  'content',
  'availability',
  'questions',
] as const;

/** /terms: the terms of service (issue #22). Public. */
export function TermsRoute() {
  const { t } = useTranslation('legal');
  const text = useLegalText();
  return (
    <LegalPage
      page="terms"
      intro={text('terms.intro')}
      sections={SECTIONS.map((section) => ({
        id: section,
        title: t(`terms.${section}.title`),
        content: <Paragraph>{text(`terms.${section}.text`)}</Paragraph>,
      }))}
    />
  );
}
