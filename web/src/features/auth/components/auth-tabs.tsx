import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';
import { useHydrated } from '@/lib/page-response';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';

type AuthTab = 'login' | 'register';

interface AuthTabsProps {
  onRegistered: () => void;
}

/**
 * Login and Register tabs (docs/product/accounts.md). The tab lives in the URL: `?tab=register`
 * opens Register, anything else Login, and each tab is a link to it until the page has hydrated
 * (so the tabs work before the script has run). When a link below a form switches the
 * tab, focus moves to the newly selected tab, which screen readers announce;
 * otherwise focus would fall back to the page as the link's panel hides.
 */
export function AuthTabs({ onRegistered }: AuthTabsProps) {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const loginTrigger = useRef<HTMLButtonElement>(null);
  const registerTrigger = useRef<HTMLButtonElement>(null);
  const focusTabOnSwitch = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!focusTabOnSwitch.current) return;
    focusTabOnSwitch.current = false;
    (tab === 'login' ? loginTrigger : registerTrigger).current?.focus();
  }, [tab]);

  // `?next=` (where to go back to after signing in) stays when the tab changes.
  const next = searchParams.get('next');
  const tabParams = (to: AuthTab) => new URLSearchParams(next === null ? { tab: to } : { tab: to, next });

  // The link under one form leads to the other tab, worded in that form's copy.
  const switchLink = (from: AuthTab, to: AuthTab) => (
    <Text textAlign="center" color="fg.muted">
      {t(`tabs.${from}.switchPrompt`)}{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/auth?${tabParams(to).toString()}`} onClick={() => (focusTabOnSwitch.current = true)}>
          {t(`tabs.${from}.switchLink`)}
        </RouterLink>
      </Link>
    </Text>
  );

  return (
    <>
      <PageMeta title={t(`tabs.${tab}.title`)} description={t(`tabs.${tab}.intro`)} />
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t(`tabs.${tab}.heading`)}
        </Heading>
        <Text color="fg.muted">{t(`tabs.${tab}.intro`)}</Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setSearchParams(tabParams(details.value as AuthTab), { replace: true })}
        variant="line"
        size="lg"
        fitted
        lazyMount
      >
        <Tabs.List>
          {(['login', 'register'] as const).map((value) => (
            // Until the page has hydrated, each tab is a link that loads it from the server; then the
            // tabs are buttons again, which keep the keyboard's focus as the arrow keys move it.
            <Tabs.Trigger
              key={value}
              value={value}
              ref={value === 'login' ? loginTrigger : registerTrigger}
              asChild={!hydrated}
            >
              {hydrated ? (
                t(`tabs.${value}.tab`)
              ) : (
                <a href={`/auth?${tabParams(value).toString()}`}>{t(`tabs.${value}.tab`)}</a>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="login" pt="6">
          <LoginForm footer={switchLink('login', 'register')} />
        </Tabs.Content>
        <Tabs.Content value="register" pt="6">
          <RegisterForm onRegistered={onRegistered} footer={switchLink('register', 'login')} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
