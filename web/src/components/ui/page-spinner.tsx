import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';

/**
 * `fillsScreen` for a spinner standing in for a whole page: it keeps the footer
 * below the fold, so the page arriving does not shift what the reader sees.
 */
export function PageSpinner({ fillsScreen = false }: { fillsScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center py="24" role="status" minH={fillsScreen ? '100dvh' : undefined}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
