import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageSpinner } from '@/components/ui/page-spinner';
import { readFailure } from '@/lib/failure';

/** Refusals another try cannot change: what was asked for is not there, or not this reader's. */
const FINAL_CODES = new Set(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED']);

interface QueryErrorProps {
  /** What did not load, e.g. "We couldn't load your trips." */
  title: string;
  /** The failure, if there was one (none: what was asked for is not there). */
  error?: unknown;
  /**
   * The sentence under the title; by default the server's own message, else, when no answer came,
   * "Please check your connection and try again."; null for none (the title says it all).
   */
  text?: string | null;
  /** Another try ("Try again"); offered for a failure another try may fix. */
  onRetry?: () => void;
}

/** A query that failed: what did not load, why, and another try (docs/decisions/045-one-way-to-fail.md). */
export function QueryError({ title, error, text, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  const failure = error ? readFailure(error) : null;
  const description =
    text === undefined ? (failure?.message ?? (failure?.answered === false ? t('error.noAnswer') : undefined)) : text;
  const retry = onRetry && failure && !FINAL_CODES.has(failure.code ?? '');
  return (
    <Alert.Root status="error" borderRadius="l3" role="alert" data-testid="query-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {retry && (
        <Button size="sm" variant="outline" alignSelf="center" flexShrink="0" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </Alert.Root>
  );
}

/** A query's loading line: a small spinner and what is loading. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Flex align="center" gap="3" py="10" justify="center" color="fg.muted" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text>{text}</Text>
    </Flex>
  );
}

interface QueryStateProps<T> {
  /** The query's answer: null or undefined until it comes, or when what was asked for is not there. */
  data: T | null | undefined;
  loading: boolean;
  error: unknown;
  /** What did not load (the error's title). */
  errorTitle: string;
  /** The error's sentence; by default the server's own message; null for none (QueryError). */
  errorText?: string | null;
  /** Another try: the query's refetch. */
  onRetry?: () => void;
  /** Loading shows this text beside a small spinner; without it, the page's spinner. */
  loadingText?: string;
  /** Loading shows this instead (the form's skeleton). */
  loadingView?: ReactNode;
  /** An answer with nothing in it (no trips), and what then shows. */
  isEmpty?: (data: T) => boolean;
  /** What shows for an empty answer, or for no answer when nothing failed (an idle search). */
  empty?: ReactNode;
  /** Puts the loading, error and empty views in the screen's frame (its heading, its back link). */
  frame?: (view: ReactNode) => ReactNode;
  /** The screen, once its data is there. */
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows the state of the data it loads: loading, failed (with another try), empty,
 * or the screen itself. Every screen that loads data goes through it.
 */
export function QueryState<T>({
  data,
  loading,
  error,
  errorTitle,
  errorText,
  onRetry,
  loadingText,
  loadingView,
  isEmpty,
  empty,
  frame = (view) => view,
  children,
}: QueryStateProps<T>) {
  if (data == null && loading) {
    return frame(loadingView ?? (loadingText ? <LoadingLine text={loadingText} /> : <PageSpinner />));
  }
  if (error || (data == null && empty === undefined)) {
    return frame(<QueryError title={errorTitle} error={error} text={errorText} onRetry={onRetry} />);
  }
  if (data == null || isEmpty?.(data)) return frame(empty);
  return children(data);
}
