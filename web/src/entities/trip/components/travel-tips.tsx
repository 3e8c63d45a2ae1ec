import { Box, type BoxProps } from '@chakra-ui/react/box';

/** The Travel Tips tab (docs/product/trips.md): numbered, in the itinerary's order. */
export function TravelTips({ tips, ...boxProps }: { tips: readonly string[] } & BoxProps) {
  return (
    <Box as="ol" ps="6" listStyleType="decimal" display="grid" gap="3" {...boxProps}>
      {tips.map((tip, index) => (
        <Box as="li" key={index} ps="1">
          {tip}
        </Box>
      ))}
    </Box>
  );
}
