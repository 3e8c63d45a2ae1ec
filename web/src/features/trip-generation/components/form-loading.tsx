import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/** What a trip form shows while its code or its choices load. */
export function FormLoading() {
  const { t } = useTranslation('generation');
  return (
    <Stack direction="row" align="center" justify="center" gap="3" py="10" color="fg.muted" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text>{t('form.loading')}</Text>
    </Stack>
  );
}
