import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { visaMessages } from '@lakbay/validation/visa-fields';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { SelectField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { translateRule, useZodForm } from '@/hooks/use-zod-form';
import { toast } from '@/lib/toast';
import type { useVisaAnswer } from '@/features/visa/api/visa-requirements';
import { PurposeLinks } from '@/features/visa/components/purpose-links';
import { VisaResult } from '@/features/visa/components/visa-result';
import { destinationOptions, purposeOptions, visaPagePath } from '@/lib/visa-options';
import { readFailure } from '@/lib/failure';

interface CheckerFormProps {
  country: string | null;
  purpose: string;
  /** The form came to the server without a choice (sent before the page hydrated): say what is missing. */
  sentIncomplete: { country: boolean; purpose: boolean };
  checking: boolean;
  /** A check the traveler asked for: its answer takes focus when it arrives. */
  onCheck(): void;
}

/**
 * The destination and purpose selects and the check button. Checking opens the
 * destination's page. The form works before the page has hydrated too: sent
 * then, it asks /visa-help, which sends the browser on to the same page; so its
 * selects are the browser's, and keep what was chosen through hydration.
 */
function CheckerForm({ country, purpose, sentIncomplete, checking, onCheck }: CheckerFormProps) {
  const { t } = useTranslation('visa');
  const navigate = useNavigate();
  // No default values for react-hook-form: registering a field then reads the
  // select, which keeps a choice made before the page hydrated. The server
  // renders the defaults (`defaultValue` below).
  const form = useZodForm(() => import('@lakbay/validation/visa').then((rules) => rules.visaCheckForm), {
    defaultValues: {},
  });
  // What the server was sent without (before hydration), shown until that field changes or the form is checked again.
  const [sentWithout, setSentWithout] = useState(sentIncomplete);
  const { setFocus } = form;

  // Sent before hydration with a choice missing: once the script runs, focus goes where it is missing.
  useEffect(() => {
    if (sentIncomplete.country) setFocus('country');
    else if (sentIncomplete.purpose) setFocus('purpose');
  }, [sentIncomplete.country, sentIncomplete.purpose, setFocus]);

  const select = (name: 'country' | 'purpose', defaultValue: string) => ({
    ...form.register(name),
    defaultValue,
    onChange: (value: string) => {
      setSentWithout((current) => ({ ...current, [name]: false }));
      form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
    },
    error:
      form.errorOf(name) ??
      (sentWithout[name]
        ? translateRule(name === 'country' ? visaMessages.countryRequired : visaMessages.purposeRequired)
        : undefined),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSentWithout({ country: false, purpose: false });
    void form.handleSubmit((values) => {
      onCheck();
      void navigate(visaPagePath(values.country, values.purpose));
    })(event);
  };

  return (
    // A plain form, not components/ui/form: this one works before the script runs, and stays usable.
    <form method="get" action="/visa-help" onSubmit={submit} noValidate aria-label={t('checker.formLabel')}>
      <Stack gap="4">
        <SelectField
          {...select('country', country ?? '')}
          label={t('checker.country')}
          placeholder={t('checker.countryPlaceholder')}
          options={destinationOptions}
        />
        <SelectField
          {...select('purpose', country ? purpose : '')}
          label={t('checker.purpose')}
          placeholder={t('checker.purposePlaceholder')}
          options={purposeOptions}
        />
        <Button type="submit" size="lg" {...form.submitProgress(checking, t('checker.checking'))}>
          {t('checker.submit')}
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {t('checker.passportNote')}
        </Text>
      </Stack>
    </form>
  );
}

interface VisaCheckerProps {
  /** The destination's code from the page's address, or null on /visa-help itself. */
  country: string | null;
  purpose: string;
  sentIncomplete: CheckerFormProps['sentIncomplete'];
  visa: ReturnType<typeof useVisaAnswer>;
}

/**
 * docs/product/visa.md: destination and purpose selects, the check button, and the result
 * below (or beside, on wide screens). Empty, loading, error and success each
 * have their own state; a failed check also raises the toast of docs/product/visa.md.
 */
export function VisaChecker({
  country,
  purpose,
  sentIncomplete,
  visa: { answer, loading, error, retry },
}: VisaCheckerProps) {
  const { t } = useTranslation('visa');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusAnswer = useRef(false);

  // An answer the traveler asked for takes focus: screen readers hear the
  // country, and on phones the result scrolls into view. A page opened at its
  // address keeps the reader at the top.
  useEffect(() => {
    if (answer && focusAnswer.current) resultHeading.current?.focus();
    focusAnswer.current = false;
  }, [answer]);

  useEffect(() => {
    if (error)
      toast({
        type: 'error',
        title: t('checker.failed'),
        description: readFailure(error).message ?? t('checker.tryAgain'),
      });
  }, [error, t]);

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }}
      gap={{ base: '6', lg: '8' }}
      alignItems="start"
    >
      <Card.Root as="section" aria-label={t('checker.label')} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <Card.Body>
          {/* A new address is a new form: it shows what the page is about. */}
          <CheckerForm
            key={`${country}:${purpose}`}
            country={country}
            purpose={purpose}
            sentIncomplete={sentIncomplete}
            checking={loading}
            onCheck={() => {
              focusAnswer.current = true;
            }}
          />
        </Card.Body>
      </Card.Root>

      <Stack gap="4">
        {country && <PurposeLinks country={country} purpose={purpose} />}
        <Box aria-live="polite" aria-busy={loading}>
          <QueryState
            // A new check, or the same one in another language, replaces the answer on screen.
            data={loading ? null : answer}
            loading={loading}
            error={error}
            errorTitle={t('checker.failed')}
            onRetry={retry}
            loadingText={t('checker.loading')}
            empty={
              <Box
                p={{ base: '6', md: '8' }}
                borderWidth="2px"
                borderStyle="dashed"
                borderRadius="l3"
                textAlign="center"
              >
                <Text fontWeight="semibold">{t('checker.emptyTitle')}</Text>
                <Text mt="2" color="fg.muted">
                  {t('checker.emptyText')}
                </Text>
              </Box>
            }
          >
            {(answer) => <VisaResult answer={answer} purpose={purpose} headingRef={resultHeading} />}
          </QueryState>
        </Box>
      </Stack>
    </Grid>
  );
}
