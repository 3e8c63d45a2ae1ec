import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { NavLink } from 'react-router';

import { Icon, type IconName } from '@/features/trips/components/icon';

const links: { to: string; label: string; icon: IconName }[] = [
  { to: '/generate-trip', label: 'Generate New Trip', icon: 'sparkles' },
  { to: '/my-trips', label: 'My Trips', icon: 'suitcase' },
  { to: '/visa-help', label: 'Visa Help', icon: 'passport' },
  { to: '/travel-deals', label: 'Travel Deals', icon: 'tag' },
  { to: '/local-secrets', label: 'Local Secrets', icon: 'mapPin' },
];

/** Spec §2: the dashboard's shortcuts, on wide screens only (phones have the bottom navigation). */
export function DashboardSidebar() {
  return (
    <Box as="nav" aria-label="Dashboard" hideBelow="md" position="sticky" top="24" alignSelf="start">
      <Stack as="ul" gap="1" p="3" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
        {links.map(({ to, label, icon }, index) => (
          <li key={to}>
            <Link
              asChild
              display="flex"
              gap="3"
              px="3"
              py="2.5"
              rounded="md"
              fontWeight="medium"
              textDecoration="none"
              color={index === 0 ? 'sunset.fg' : 'fg'}
              _hover={{ bg: 'bg.muted' }}
              _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
            >
              <NavLink to={to}>
                <Icon name={icon} size={18} />
                {label}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
