import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { toast } from '@/lib/toast';
import { graphql } from '@/gql/gql';
import { useZodForm } from '@/hooks/use-zod-form';
import { readFailure } from '@/lib/failure';

export const subscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      email
      message
    }
  }
`);

/** The deals page's newsletter box: the address is checked as the server checks it, which stores it once. */
export function NewsletterSignup() {
  const { t } = useTranslation('deals');
  const id = useId();
  const [subscribe, { loading }] = useMutation(subscribeNewsletterMutation);
  const form = useZodForm(() => import('@lakbay/validation/contact').then((rules) => rules.newsletterForm), {
    defaultValues: { email: '' },
  });
  const { error, ...email } = form.field('email');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await subscribe({ variables: values });
      const answer = result.data?.subscribeNewsletter;
      if (!answer) throw result.error ?? new Error('subscribeNewsletter answered without data');
      form.reset();
      toast({ type: 'success', title: t('newsletter.subscribed'), description: answer.message });
    } catch (failure) {
      const message = readFailure(failure).message ?? t('newsletter.tryAgain');
      form.setError('email', { message }, { shouldFocus: true });
      toast({ type: 'error', title: t('newsletter.failed'), description: message });
    }
  });

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      bg="brand.subtle"
      borderRadius="l3"
      p={{ base: '6', md: '10' }}
      textAlign="center"
    >
      <Heading as="h2" id={`${id}-title`} size="2xl">
        {t('newsletter.heading')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('newsletter.intro')}
      </Text>
      <Form onSubmit={onSubmit} noValidate aria-label={t('newsletter.label')}>
        <Field.Root invalid={Boolean(error)} maxW="lg" mx="auto" mt="6" gap="1">
          <Field.Label srOnly>{t('newsletter.email')}</Field.Label>
          <Flex gap="3" w="full" direction={{ base: 'column', sm: 'row' }}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t('newsletter.placeholder')}
              size="lg"
              bg="bg"
              maxLength={254}
              {...email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit" size="lg" {...form.submitProgress(loading, t('newsletter.subscribing'))}>
              {t('newsletter.submit')}
            </Button>
          </Flex>
          <Text id={`${id}-error`} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
            {error}
          </Text>
        </Field.Root>
      </Form>
    </Box>
  );
}
