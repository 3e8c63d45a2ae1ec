import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { forgetTripReadiness } from '@/features/readiness/api/trip-readiness';
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

/** Switches the interface language; signed in, the account keeps the choice for every device and its e-mails. */
export function useAccountLanguage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  // Checklists come worded in the account's language: those already read are read again in the new one.
  const [updateLocale] = useMutation(updateLocaleMutation, { update: forgetTripReadiness });

  const chooseLanguage = async (language: Language) => {
    await changeLanguage(language);
    if (!user) return;
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
