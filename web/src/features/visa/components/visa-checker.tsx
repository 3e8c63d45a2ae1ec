import { useLazyQuery } from '@apollo/client/react';
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Grid } from '@chakra-ui/react/grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { VisaResult } from '@/features/visa/components/visa-result';
import { visaRequirementsQuery } from '@/features/visa/api/visa-requirements';
import { destinationOptions, purposeOptions } from '@/features/visa/options';
import { i18n } from '@/lib/i18n';

const errorMessage = (error: unknown) => (error instanceof Error && error.message) || i18n.t('visa:checker.tryAgain');

/**
 * Spec §2: destination and purpose selects, the check button, and the result
 * below (or beside, on wide screens). Empty, loading, error and success each
 * have their own state; a failed check also raises the spec §8 toast.
 */
export function VisaChecker() {
  const { t } = useTranslation('visa');
  const [values, setValues] = useState({ country: '', purpose: '' });
  const [submitted, setSubmitted] = useState(false);
  const countryRef = useRef<HTMLSelectElement>(null);
  const purposeRef = useRef<HTMLSelectElement>(null);
  const [checkVisa, { data, loading, error, variables }] = useLazyQuery(visaRequirementsQuery);

  const errors = {
    country: submitted && !values.country ? t('checker.countryRequired') : undefined,
    purpose: submitted && !values.purpose ? t('checker.purposeRequired') : undefined,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!values.country || !values.purpose) {
      (values.country ? purposeRef : countryRef).current?.focus();
      return;
    }
    const input = { destinationCountry: values.country, travelPurpose: values.purpose };
    try {
      const result = await checkVisa({ variables: { input } });
      if (result.error) throw result.error;
    } catch (failure) {
      toast({ type: 'error', title: t('checker.failed'), description: errorMessage(failure) });
    }
  };

  const answer = data?.visaRequirements;
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // A new answer takes focus: screen readers hear the country, and on phones the result scrolls into view.
  useEffect(() => {
    if (answer) resultHeading.current?.focus();
  }, [answer]);

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }}
      gap={{ base: '6', lg: '8' }}
      alignItems="start"
    >
      <Card.Root as="section" aria-label={t('checker.label')} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label={t('checker.formLabel')}>
            <Stack gap="4">
              <SelectField
                ref={countryRef}
                label={t('checker.country')}
                placeholder={t('checker.countryPlaceholder')}
                options={destinationOptions}
                value={values.country}
                onChange={(country) => setValues((current) => ({ ...current, country }))}
                error={errors.country}
              />
              <SelectField
                ref={purposeRef}
                label={t('checker.purpose')}
                placeholder={t('checker.purposePlaceholder')}
                options={purposeOptions}
                value={values.purpose}
                onChange={(purpose) => setValues((current) => ({ ...current, purpose }))}
                error={errors.purpose}
              />
              <Button type="submit" size="lg" loading={loading} loadingText={t('checker.checking')}>
                {t('checker.submit')}
              </Button>
              <Text textStyle="sm" color="fg.muted">
                {t('checker.passportNote')}
              </Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      <Box aria-live="polite" aria-busy={loading}>
        {loading ? (
          <Stack direction="row" align="center" gap="3" p="6" borderWidth="1px" borderRadius="l3" color="fg.muted">
            <Spinner size="sm" color="brand.solid" />
            <Text>{t('checker.loading')}</Text>
          </Stack>
        ) : error ? (
          <Alert.Root status="error" borderRadius="l3">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('checker.failed')}</Alert.Title>
              <Alert.Description>{errorMessage(error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : answer ? (
          <VisaResult answer={answer} purpose={variables?.input?.travelPurpose} headingRef={resultHeading} />
        ) : (
          <Box p={{ base: '6', md: '8' }} borderWidth="2px" borderStyle="dashed" borderRadius="l3" textAlign="center">
            <Text fontWeight="semibold">{t('checker.emptyTitle')}</Text>
            <Text mt="2" color="fg.muted">
              {t('checker.emptyText')}
            </Text>
          </Box>
        )}
      </Box>
    </Grid>
  );
}
