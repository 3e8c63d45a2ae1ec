import { Flex } from '@chakra-ui/react/flex';

const icons = {
  success: { path: 'M5 12.5l4.5 4.5L19 7.5', palette: 'green' },
  error: { path: 'M12 7v6M12 16.5v.5', palette: 'red' },
  mail: { path: 'M3 6h18v12H3zM3 7l9 6 9-6', palette: 'brand' },
} as const;

/** The round badge above an account screen's heading: decoration only, the heading says it in words. */
export function StatusIcon({ tone }: { tone: keyof typeof icons }) {
  const { path, palette } = icons[tone];
  return (
    <Flex
      aria-hidden="true"
      alignSelf="center"
      align="center"
      justify="center"
      boxSize="14"
      rounded="full"
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" fill="none">
        <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Flex>
  );
}
