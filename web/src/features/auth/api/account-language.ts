import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { forgetTripReadiness } from '@/features/readiness/api/trip-readiness';
import { forgetVisaAnswers } from '@/features/visa/api/visa-requirements';
import { graphql } from '@/gql/gql';
import { changeLanguage, currentLanguage, type Language } from '@/lib/i18n';

// Apart from CurrentUser: login and sign-up answers (REST, spec §3) carry no
// locale, and they are written into CurrentUser's cache as they are.
const accountLocaleQuery = graphql(`
  query AccountLocale {
    me {
      id
      locale
    }
  }
`);

const updateLocaleMutation = graphql(`
  mutation UpdateLocale($locale: Locale!) {
    updateLocale(locale: $locale) {
      id
      locale
    }
  }
`);

/**
 * Answers the server words in the reader's language (departure checklists,
 * visa answers): once the server knows the new language, those on screen are
 * asked again in it.
 */
function forgetWordedAnswers(cache: ApolloCache) {
  forgetTripReadiness(cache);
  forgetVisaAnswers(cache);
}

/** Switches the interface language; signed in, the account keeps the choice for every device and its e-mails. */
export function useAccountLanguage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { cache } = useApolloClient();
  // Signed in, the account's language wins over the cookie: the answers wait for the account to change.
  const [updateLocale] = useMutation(updateLocaleMutation, { update: forgetWordedAnswers });

  const chooseLanguage = async (language: Language) => {
    await changeLanguage(language);
    if (!user) {
      forgetWordedAnswers(cache);
      return;
    }
    try {
      await updateLocale({ variables: { locale: language } });
    } catch {
      toast({ type: 'error', title: t('language.saveFailed') });
    }
  };
  return { chooseLanguage };
}

/**
 * The signed-in account's language wins over this device's choice: applied when
 * the account is known (after a reload or a login) and whenever it changes.
 */
export function useApplyAccountLanguage() {
  const { user } = useCurrentUser();
  const { data } = useQuery(accountLocaleQuery, { skip: !user });
  const accountLanguage = user ? data?.me?.locale : undefined;

  useEffect(() => {
    if (accountLanguage && accountLanguage !== currentLanguage()) void changeLanguage(accountLanguage);
  }, [accountLanguage]);
}
