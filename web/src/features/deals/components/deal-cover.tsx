import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

// Deals name a cover by key (api/data/deals.json `imageKey`): a local gradient
// and caption, so the page loads nothing from other hosts.
const COVERS: Record<string, { place: string; from: string; to: string }> = {
  tokyo: { place: 'Tokyo', from: 'pink.500', to: 'purple.700' },
  osaka: { place: 'Osaka', from: 'red.500', to: 'purple.800' },
  seoul: { place: 'Seoul', from: 'blue.500', to: 'purple.800' },
  singapore: { place: 'Singapore', from: 'teal.500', to: 'blue.800' },
  bangkok: { place: 'Bangkok', from: 'orange.500', to: 'red.700' },
  boracay: { place: 'Boracay', from: 'cyan.500', to: 'brand.700' },
};
const fallback = { place: '', from: 'brand.500', to: 'brand.800' };

export function DealCover({ imageKey, children }: { imageKey: string; children?: ReactNode }) {
  const cover = COVERS[imageKey] ?? fallback;
  return (
    <Box
      position="relative"
      h="32"
      bgGradient="to-br"
      gradientFrom={cover.from}
      gradientTo={cover.to}
      color="white"
      display="flex"
      alignItems="flex-end"
      p="4"
    >
      <Text aria-hidden="true" textStyle="2xl" fontWeight="bold" letterSpacing="tight">
        {cover.place}
      </Text>
      {children}
    </Box>
  );
}
