import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  title: string;
  error: Error | undefined;
  onRetry: () => void;
}

/** A query that failed: what did not load, the reason, and another try. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {error?.message && <Alert.Description>{error.message}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert.Root>
  );
}
