import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { toast } from '@/lib/toast';
import { useExportAccountData } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { readFailure } from '@/lib/failure';

/** Long enough for any browser to have started the download before the file's address is released. */
const RELEASE_AFTER_MS = 60_000;

/** Hands `data` to the browser as a JSON file called `fileName`. */
function saveJsonFile(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

function PrivacyLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/privacy">{children}</RouterLink>
    </Link>
  );
}

/** "Download My Data": the account data export (issue #22), next to deleting the account. */
export function DownloadDataSection() {
  const { t } = useTranslation('profile');
  const { exportAccountData, pending } = useExportAccountData();

  const download = async () => {
    try {
      const { fileName, data } = await exportAccountData();
      saveJsonFile(fileName, data);
      toast({ type: 'success', title: t('data.started'), description: fileName });
    } catch (error) {
      toast({ type: 'error', title: t('data.failed'), description: readFailure(error).message });
    }
  };

  return (
    <ProfileSection
      title={t('data.title')}
      description={<Trans t={t} i18nKey="data.description" components={{ privacy: <PrivacyLink /> }} />}
    >
      <Button
        variant="outline"
        colorPalette="brand"
        loading={pending}
        loadingText={t('data.downloading')}
        onClick={() => void download()}
      >
        {t('data.download')}
      </Button>
    </ProfileSection>
  );
}
