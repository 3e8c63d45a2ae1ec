import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';

type AuthTab = 'login' | 'register';

const copy: Record<AuthTab, { title: string; heading: string; intro: string }> = {
  login: {
    title: 'Login · Lakbay',
    heading: 'Welcome back',
    intro: 'Log in to plan trips, save itineraries and manage your bookings.',
  },
  register: {
    title: 'Sign Up · Lakbay',
    heading: 'Create your account',
    intro: 'Sign up to get two AI itineraries for every trip and keep them all in one place.',
  },
};

interface AuthTabsProps {
  onRegistered: () => void;
}

/**
 * Login and Register tabs (spec §2). The tab lives in the URL: `?tab=register`
 * opens Register, anything else Login. When a link below a form switches the
 * tab, focus moves to the newly selected tab, which screen readers announce;
 * otherwise focus would fall back to the page as the link's panel hides.
 */
export function AuthTabs({ onRegistered }: AuthTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const loginTrigger = useRef<HTMLButtonElement>(null);
  const registerTrigger = useRef<HTMLButtonElement>(null);
  const focusTabOnSwitch = useRef(false);

  useEffect(() => {
    if (!focusTabOnSwitch.current) return;
    focusTabOnSwitch.current = false;
    (tab === 'login' ? loginTrigger : registerTrigger).current?.focus();
  }, [tab]);

  const switchLink = (to: AuthTab, prompt: string, label: string) => (
    <Text textAlign="center" color="fg.muted">
      {prompt}{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/auth?tab=${to}`} onClick={() => (focusTabOnSwitch.current = true)}>
          {label}
        </RouterLink>
      </Link>
    </Text>
  );

  return (
    <>
      <title>{copy[tab].title}</title>
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {copy[tab].heading}
        </Heading>
        <Text color="fg.muted">{copy[tab].intro}</Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setSearchParams({ tab: details.value }, { replace: true })}
        variant="line"
        size="lg"
        fitted
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="login" ref={loginTrigger}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="register" ref={registerTrigger}>
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" pt="6">
          <LoginForm footer={switchLink('register', "Don't have an account?", 'Sign up')} />
        </Tabs.Content>
        <Tabs.Content value="register" pt="6">
          <RegisterForm
            onRegistered={onRegistered}
            footer={switchLink('login', 'Already have an account?', 'Log in')}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
