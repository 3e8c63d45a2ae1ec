import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { SourcesDisclosure } from '@/components/ui/sources-disclosure';
import { toast } from '@/lib/toast';
import { useTripReadiness, useUpdateTripReadiness } from '@/features/readiness/api/trip-readiness';
import { ReadinessAnswersForm } from '@/features/readiness/components/readiness-answers-form';
import { statusPalettes } from '@/features/readiness/utils/labels';
import { readFailure } from '@/lib/failure';
import { formatStartDate } from '@/entities/trip/utils/trip-dates';
import type { ReadinessAnswersInput, TripReadinessFieldsFragment } from '@/gql/graphql';
import { formatMoney } from '@/lib/money';
import { QueryState } from '@/components/ui/query-state';

type Item = TripReadinessFieldsFragment['items'][number];

/** Items whose date means something other than a deadline (item.due.<id> in the catalogue). */
const DUE_KINDS = ['passport', 'etravel'] as const;
const dueKind = (id: string) => DUE_KINDS.find((kind) => kind === id) ?? 'other';

interface ReadinessPanelProps {
  tripId: number;
  /** The trip's version: an edit (e.g. a new start date) changes the checklist, so it is read again. */
  tripVersion: number;
  canceled: boolean;
  /** A trip within the Philippines: its checklist needs none of the traveler's answers (passport, ticket class, …). */
  atHome?: boolean;
}

/** The trip page's "Departure readiness" tab: the traveler's answers and the checklist they give. */
export function ReadinessPanel({ tripId, tripVersion, canceled, atHome = false }: ReadinessPanelProps) {
  const { t } = useTranslation('readiness');
  const { readiness: loaded, loading, error, refetch } = useTripReadiness(tripId);
  const { mutate, saving } = useUpdateTripReadiness();
  const [pendingTick, setPendingTick] = useState<string>();
  const readVersion = useRef(tripVersion);

  useEffect(() => {
    if (readVersion.current === tripVersion) return;
    readVersion.current = tripVersion;
    void refetch();
  }, [tripVersion, refetch]);

  return (
    <QueryState
      data={loaded}
      loading={loading}
      error={error}
      errorTitle={t('panel.loadError')}
      onRetry={() => void refetch()}
    >
      {(readiness) => {
        async function saveAnswers(answers: ReadinessAnswersInput): Promise<string | undefined> {
          try {
            await mutate({ variables: { tripId, input: { answers } } });
            toast({ title: t('panel.saved'), type: 'success' });
            return undefined;
          } catch (saveError) {
            return readFailure(saveError).message ?? t('panel.saveFailed');
          }
        }

        async function tick(item: Item, ticked: boolean) {
          const current = new Set(readiness!.tickedIds);
          if (ticked) current.add(item.id);
          else current.delete(item.id);
          setPendingTick(item.id);
          try {
            await mutate({ variables: { tripId, input: { tickedIds: [...current] } } });
          } catch (tickError) {
            toast({ title: t('panel.tickFailed'), description: readFailure(tickError).message, type: 'error' });
          } finally {
            setPendingTick(undefined);
          }
        }

        const { items, openCount } = readiness;
        return (
          <Stack gap="8">
            <Box>
              <Heading as="h2" size="lg">
                {t('panel.title')}
              </Heading>
              <Text color="fg.muted" mt="1" aria-live="polite">
                {openCount === 0 ? t('panel.ready') : t('panel.open', { open: openCount, count: items.length })}
              </Text>
            </Box>
            {!atHome && (
              <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
                <ReadinessAnswersForm
                  // A fresh form when the saved answers change elsewhere.
                  key={JSON.stringify(readiness.answers)}
                  answers={readiness.answers}
                  disabled={canceled}
                  saving={saving && pendingTick === undefined}
                  onSave={saveAnswers}
                />
              </Box>
            )}
            <Stack as="ul" gap="3" aria-label={t('panel.checklist')} listStyleType="none">
              {items.map((item) => (
                <ChecklistRow
                  key={item.id}
                  item={item}
                  ticked={readiness.tickedIds.includes(item.id)}
                  disabled={canceled}
                  busy={pendingTick !== undefined}
                  onTick={(ticked) => void tick(item, ticked)}
                />
              ))}
            </Stack>
          </Stack>
        );
      }}
    </QueryState>
  );
}

interface ChecklistRowProps {
  item: Item;
  ticked: boolean;
  disabled: boolean;
  /** Another tick is being saved: this one waits, but keeps keyboard focus (a disabled box would lose it). */
  busy: boolean;
  onTick: (ticked: boolean) => void;
}

/** One step: a checkbox when it can be ticked off, its status, dates, amount, caveat and sources. */
function ChecklistRow({ item, ticked, disabled, busy, onTick }: ChecklistRowProps) {
  const { t } = useTranslation('readiness');
  const detailId = `readiness-${item.id}-detail`;
  // A step the traveler can do and tick; warnings and steps that do not apply are not tickable.
  const tickable = item.status === 'todo' || ticked;
  const title = (
    <Text as="span" fontWeight="semibold">
      {item.title}
    </Text>
  );

  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
      borderColor={item.status === 'warning' ? 'orange.emphasized' : undefined}
      bg={item.status === 'not_needed' ? 'bg.subtle' : undefined}
    >
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        {tickable ? (
          <CheckboxLabel
            checked={ticked}
            disabled={disabled}
            aria-disabled={busy || undefined}
            aria-describedby={detailId}
            onChange={(event) => {
              if (!busy) onTick(event.target.checked);
            }}
          >
            {title}
          </CheckboxLabel>
        ) : (
          title
        )}
        <Badge colorPalette={statusPalettes[item.status]} variant={item.status === 'warning' ? 'solid' : 'subtle'}>
          {t(`item.status.${item.status}`)}
        </Badge>
      </Flex>
      <Box id={detailId} mt="2" textStyle="sm">
        <Text>{item.detail}</Text>
        {(item.dueDate || item.amountPHP !== null) && (
          <Flex gap="4" wrap="wrap" mt="2" fontWeight="medium">
            {item.dueDate && <Text>{t(`item.due.${dueKind(item.id)}`, { date: formatStartDate(item.dueDate) })}</Text>}
            {item.amountPHP !== null && <Text>{t('item.cost', { amount: formatMoney(item.amountPHP, 'PHP') })}</Text>}
          </Flex>
        )}
        {item.caveat && (
          <Text mt="2" color="orange.fg">
            {t('item.note', { caveat: item.caveat })}
          </Text>
        )}
      </Box>
      <Box textStyle="xs" color="fg.muted" mt="2">
        {item.lastChecked && <Text>{t('item.checked', { date: formatStartDate(item.lastChecked) })}</Text>}
        {item.sources.length > 0 && (
          <SourcesDisclosure
            mt="1"
            label={t('item.sources', { count: item.sources.length })}
            sources={item.sources.map((source) => ({
              ...source,
              date: source.date && formatStartDate(source.date),
            }))}
          />
        )}
      </Box>
    </Box>
  );
}
