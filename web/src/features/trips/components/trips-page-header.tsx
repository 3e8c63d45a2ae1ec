import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CreateTripDialog } from '@/features/trips/components/create-trip-dialog';
import { Icon } from '@/components/ui/icon';

/** The heading of /dashboard and /my-trips, with the Create New Trip button and its dialog. */
export function TripsPageHeader({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('trips');
  const [creating, setCreating] = useState(false);

  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'end' }}
      direction={{ base: 'column', sm: 'row' }}
      gap="4"
      mb="6"
    >
      <Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" mt="1">
          {children}
        </Text>
      </Box>
      <Button onClick={() => setCreating(true)}>
        <Icon name="plus" />
        {t('createButton')}
      </Button>
      <CreateTripDialog open={creating} onOpenChange={setCreating} />
    </Flex>
  );
}
