import { useTranslation } from 'react-i18next';

import { FactCard, LegalPage, Paragraph } from '@/features/legal/components/legal-page';
import { useLegalText } from '@/features/legal/components/legal-text';

const STORAGE = ['language', 'pendingForm', 'customize', 'offline', 'app'] as const;

/** /cookies: the two cookies Lakbay sets and what it keeps in the browser's storage (issue #22). Public. */
export function CookiesRoute() {
  const { t } = useTranslation('legal');
  const text = useLegalText();
  return (
    <LegalPage
      page="cookies"
      intro={t('cookies.intro')}
      sections={[
        {
          id: 'cookies',
          title: t('cookies.cookiesTitle'),
          content: (['session', 'language'] as const).map((cookie) => (
            <FactCard
              key={cookie}
              title={t(`cookies.${cookie}.name`)}
              facts={[
                { label: t('cookies.purpose'), text: t(`cookies.${cookie}.purpose`) },
                { label: t('cookies.lasts'), text: t(`cookies.${cookie}.lasts`) },
                { label: t('cookies.details'), text: t(`cookies.${cookie}.details`) },
              ]}
            />
          )),
        },
        {
          id: 'storage',
          title: t('cookies.storageTitle'),
          content: STORAGE.map((item) => (
            <FactCard
              key={item}
              title={t(`cookies.storage.${item}.name`)}
              facts={[
                { label: t('cookies.purpose'), text: t(`cookies.storage.${item}.purpose`) },
                { label: t('cookies.lasts'), text: t(`cookies.storage.${item}.lasts`) },
              ]}
            />
          )),
        },
        {
          id: 'other-sites',
          title: t('cookies.otherSites.title'),
          content: (
            <>
              <Paragraph>{t('cookies.otherSites.text')}</Paragraph>
              <Paragraph>{text('cookies.more')}</Paragraph>
            </>
          ),
        },
      ]}
    />
  );
}
