import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';
import { useCurrentUser } from '@/hooks/use-current-user';
import { graphql } from '@/gql/gql';
import { changeLanguage, currentLanguage, type Language } from '@/lib/i18n';

// Apart from CurrentUser: the login and sign-up answers are written into
// CurrentUser's cache as they are, and select no locale.
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

/** The queries the server words in the reader's language: departure checklists and visa answers. */
const WORDED_ANSWERS = ['tripReadiness', 'visaRequirements'];

/** Once the server knows the new language, the worded answers on screen are asked again in it. */
function forgetWordedAnswers(cache: ApolloCache) {
  for (const fieldName of WORDED_ANSWERS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
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
