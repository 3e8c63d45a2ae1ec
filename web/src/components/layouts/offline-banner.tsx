import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';

import { useOfflineStatus } from '@/lib/offline/offline-status';

/**
 * Says when the app is offline, and whether the page shows the copy saved on
 * this device. The live region is always there, so screen readers announce the
 * banner when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const { offline, showingSavedCopy } = useOfflineStatus();

  return (
    <Box role="status" aria-live="polite">
      {offline && (
        <Alert.Root status="warning" borderRadius="0" justifyContent="center" py="2">
          <Alert.Indicator />
          <Alert.Title>{showingSavedCopy ? t('banner.savedCopy') : t('banner.noConnection')}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
