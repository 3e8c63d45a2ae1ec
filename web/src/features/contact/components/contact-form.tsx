import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { LegalNote, legalLinks } from '@/components/ui/legal-note';
import { toast } from '@/components/ui/toaster';
import { failureMessage, useSubmitContact } from '@/features/contact/api/submit-contact';
import { ContactField } from '@/features/contact/components/contact-field';
import {
  CONTACT_TRIP_TYPES,
  DETAILS_MAX,
  validateContact,
  type ContactField as Field,
  type ContactTripType,
  type ContactValues,
  type ContactVariant,
} from '@/features/contact/utils/validation';

const FIELD_ORDER: Field[] = ['fullName', 'email', 'phone', 'travelDetails'];
const emptyValues: ContactValues = { fullName: '', email: '', phone: '', travelDetails: '' };

const Checkbox = chakra('input', {
  base: { boxSize: '4.5', flexShrink: 0, mt: '0.5', accentColor: 'brand.solid', cursor: 'pointer' },
});

function CheckboxLabel({ children, ...props }: { children: ReactNode } & Parameters<typeof Checkbox>[0]) {
  return (
    <Flex as="label" gap="2" align="start" cursor="pointer">
      <Checkbox type="checkbox" {...props} />
      <span>{children}</span>
    </Flex>
  );
}

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
  const [values, setValues] = useState<ContactValues>({ ...emptyValues, travelDetails: initialDetails });
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [tripTypes, setTripTypes] = useState<ReadonlySet<ContactTripType>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const termsErrorId = useId();

  const errors = submitted ? validateContact(values, agreeToTerms, variant) : {};
  const register = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setConfirmation('');
    },
  });

  const toggleTripType = (type: ContactTripType) =>
    setTripTypes((current) => {
      const next = new Set(current);
      if (!next.delete(type)) next.add(type);
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (pending) return;
    setSubmitted(true);
    const found = validateContact(values, agreeToTerms, variant);
    const first = [...FIELD_ORDER, 'agreeToTerms' as const].find((field) => found[field]);
    if (first) {
      // Fields are named after their keys; focus takes the visitor to the first one to fix.
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setPending(true);
    try {
      // Sent in the checkboxes' order, whatever order they were ticked in.
      const chosen = CONTACT_TRIP_TYPES.filter((type) => tripTypes.has(type));
      const receipt = await submitContact(values, chosen);
      toast({ type: 'success', title: receipt.message });
      setConfirmation(receipt.message);
      setValues(emptyValues);
      setAgreeToTerms(false);
      setTripTypes(new Set());
      setSubmitted(false);
    } catch (error) {
      toast({ type: 'error', title: t('form.failed'), description: failureMessage(error) });
    } finally {
      setPending(false);
    }
  };

  const quote = variant === 'quote';
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={quote ? t('form.quoteLabel') : t('form.contactLabel')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4" rowGap="4">
          <ContactField label={t('form.fullName')} autoComplete="name" maxLength={100} {...register('fullName')} />
          <ContactField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...register('email')}
          />
        </SimpleGrid>
        <ContactField
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+63 917 123 4567"
          maxLength={30}
          {...register('phone')}
        />
        {quote && (
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
              {t('form.travelers')}
            </Text>
            <Flex gap="4" wrap="wrap">
              {CONTACT_TRIP_TYPES.map((type) => (
                <CheckboxLabel
                  key={type}
                  name="tripTypes"
                  value={type}
                  checked={tripTypes.has(type)}
                  onChange={() => toggleTripType(type)}
                >
                  {t(`tripTypes.${type}`)}
                </CheckboxLabel>
              ))}
            </Flex>
          </Box>
        )}
        <ContactField
          label={quote ? t('form.dreamTrip') : t('form.travelPlans')}
          placeholder={t('form.detailsPlaceholder')}
          rows={5}
          maxLength={DETAILS_MAX}
          {...register('travelDetails')}
        />
        {quote && (
          <div>
            <CheckboxLabel
              name="agreeToTerms"
              checked={agreeToTerms}
              onChange={(event) => setAgreeToTerms(event.currentTarget.checked)}
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? termsErrorId : undefined}
            >
              {t('form.terms')}
            </CheckboxLabel>
            <Text id={termsErrorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
              {errors.agreeToTerms}
            </Text>
          </div>
        )}
        <LegalNote>
          <Trans t={t} i18nKey="form.legal" components={legalLinks} />
        </LegalNote>
        <Button
          type="submit"
          size="lg"
          loading={pending}
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
