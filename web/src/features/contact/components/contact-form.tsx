import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CONTACT_TRIP_TYPES, DETAILS_MAX, type ContactVariant } from '@lakbay/validation/contact-fields';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { Form } from '@/components/ui/form';
import { TextField, TextareaField } from '@/components/ui/form-field';
import { LegalNote, legalLinks } from '@/components/ui/legal-note';
import { toast } from '@/lib/toast';
import { failureMessage, useSubmitContact } from '@/features/contact/api/submit-contact';
import { rulesOnce, useZodForm } from '@/hooks/use-zod-form';

const loadRules = (variant: ContactVariant) =>
  rulesOnce(() => import('@lakbay/validation/contact').then((rules) => rules.contactForm(variant)));
const variantRules = { home: loadRules('home'), quote: loadRules('quote') };
const emptyValues = { fullName: '', email: '', phone: '', travelDetails: '', tripTypes: [], agreeToTerms: false };

interface ContactFormProps {
  variant: ContactVariant;
  /** Prefills the trip details, e.g. from a deal's View Deal button. */
  initialDetails?: string;
}

/**
 * The contact and quote form (docs/product/deals-and-quotes.md). Errors show on the first submit,
 * then follow every change; focus moves to the first field in error. Success
 * raises the success toast and empties the form; a failure raises
 * 'Error submitting form' with the server's message.
 */
export function ContactForm({ variant, initialDetails = '' }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const submitContact = useSubmitContact();
  const form = useZodForm(variantRules[variant], { defaultValues: { ...emptyValues, travelDetails: initialDetails } });
  const [confirmation, setConfirmation] = useState('');
  const termsErrorId = useId();
  const termsError = form.errorOf('agreeToTerms');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Trip types arrive in the checkboxes' order, whatever order they were ticked in.
      const receipt = await submitContact(values);
      toast({ type: 'success', title: receipt.message });
      setConfirmation(receipt.message);
      form.reset(emptyValues);
    } catch (error) {
      toast({ type: 'error', title: t('form.failed'), description: failureMessage(error) });
    }
  });

  const quote = variant === 'quote';
  return (
    <Form
      onSubmit={onSubmit}
      onChange={() => setConfirmation('')}
      noValidate
      aria-label={quote ? t('form.quoteLabel') : t('form.contactLabel')}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4" rowGap="4">
          <TextField label={t('form.fullName')} autoComplete="name" maxLength={100} {...form.field('fullName')} />
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.field('email')}
          />
        </SimpleGrid>
        <TextField
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+63 917 123 4567"
          maxLength={30}
          {...form.field('phone')}
        />
        {quote && (
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
              {t('form.travelers')}
            </Text>
            <Flex gap="4" wrap="wrap">
              {CONTACT_TRIP_TYPES.map((type) => (
                <CheckboxLabel key={type} value={type} {...form.register('tripTypes')}>
                  {t(`tripTypes.${type}`)}
                </CheckboxLabel>
              ))}
            </Flex>
          </Box>
        )}
        <TextareaField
          label={quote ? t('form.dreamTrip') : t('form.travelPlans')}
          placeholder={t('form.detailsPlaceholder')}
          rows={5}
          maxLength={DETAILS_MAX}
          {...form.field('travelDetails')}
        />
        {quote && (
          <div>
            <CheckboxLabel
              {...form.register('agreeToTerms')}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? termsErrorId : undefined}
            >
              {t('form.terms')}
            </CheckboxLabel>
            <Text id={termsErrorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
              {termsError}
            </Text>
          </div>
        )}
        <LegalNote>
          <Trans t={t} i18nKey="form.legal" components={legalLinks} />
        </LegalNote>
        <Button
          type="submit"
          size="lg"
          loading={form.formState.isSubmitting}
          loadingText={t('form.submitting')}
          alignSelf={{ md: 'start' }}
        >
          {quote ? t('form.submitQuote') : t('form.submitContact')}
        </Button>
        <Text role="status" color="green.fg" fontWeight="medium">
          {confirmation}
        </Text>
      </Stack>
    </Form>
  );
}
