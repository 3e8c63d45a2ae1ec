import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useTripFormOptions, type TripFormOptions } from '@/lib/trip-form-options';
import { FormLoading } from '@/features/trip-generation/components/form-loading';

/** Renders a trip form once its choices have loaded; a spinner before, and a retry when they fail. */
export function TripFormOptionsGate({ children }: { children: (options: TripFormOptions) => ReactNode }) {
  const { options, loading, error, refetch } = useTripFormOptions();
  const { t } = useTranslation(['generation', 'common']);

  if (options) return children(options);
  if (loading) return <FormLoading />;
  return (
    <Alert.Root status="error" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('form.loadFailed')}</Alert.Title>
        <Alert.Description>{error?.message || t('form.checkConnection')}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
