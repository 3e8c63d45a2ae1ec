import { useTranslation } from 'react-i18next';

import { LanguageSelect } from '@/components/ui/language-select';
import { ProfileSection } from '@/features/profile/components/profile-section';

/** The account's language: saved on the account, so every device and the e-mails follow it. */
export function LanguageSection() {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection title={t('language.title')} description={t('language.description')}>
      <LanguageSelect size="lg" />
    </ProfileSection>
  );
}
