import type { PageMetaProps } from '@/components/seo/page-meta';
import { DEFAULT_PURPOSE, purposeOptions, visaPagePath, type destinationOptions } from '@/lib/visa-options';
import { formatDataDate } from '@/features/visa/utils/dates';
import type { VisaRequirementsQuery } from '@/gql/graphql';
import { i18n } from '@/lib/i18n';

type Destination = (typeof destinationOptions)[number];

/**
 * A destination page's title, description and structured data: the question
 * Filipinos search for ("Japan visa for Filipinos") and the curated answer.
 */
export function visaPageMeta(
  destination: Destination,
  purpose: string,
  answer: VisaRequirementsQuery['visaRequirements'] | undefined,
): PageMetaProps {
  const country = destination.label;
  const purposeLabel = purposeOptions.find((option) => option.value === purpose)?.label ?? purpose;
  const title =
    purpose === DEFAULT_PURPOSE
      ? i18n.t('visa:page.title', { country })
      : i18n.t('visa:page.purposeTitle', { country, purpose: purposeLabel });
  const canonicalPath = visaPagePath(destination.value, purpose);
  if (!answer) return { title, description: i18n.t('pages:visaHelp.intro'), canonicalPath };

  const sentences =
    answer.visaFree && answer.stayDuration ? [answer.requirement, answer.stayDuration] : [answer.requirement];
  const summary = sentences.map((sentence) => sentence.replace(/\.$/, '')).join('. ');
  return {
    title,
    description: i18n.t('visa:page.description', {
      answer: summary,
      country,
      date: formatDataDate(answer.lastChecked),
    }),
    canonicalPath,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: i18n.t('visa:page.question', { country, purpose: purposeLabel }),
          acceptedAnswer: { '@type': 'Answer', text: summary },
        },
      ],
      dateModified: answer.lastChecked ?? undefined,
    },
  };
}
