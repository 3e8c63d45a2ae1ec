import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryState } from '@/components/ui/query-state';
import { useTripFormOptions, type TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { FormLoading } from '@/features/trip-generation/components/form-loading';

/** Renders a trip form once its choices have loaded; a skeleton before, and a retry when they fail. */
export function TripFormOptionsGate({ children }: { children: (options: TripFormOptions) => ReactNode }) {
  const { options, loading, error, refetch } = useTripFormOptions();
  const { t } = useTranslation('generation');
  return (
    <QueryState
      data={options}
      loading={loading}
      error={error}
      errorTitle={t('form.loadFailed')}
      onRetry={() => void refetch()}
      loadingView={<FormLoading />}
    >
      {children}
    </QueryState>
  );
}
