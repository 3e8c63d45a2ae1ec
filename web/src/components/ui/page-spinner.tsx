import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="24" role="status">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
