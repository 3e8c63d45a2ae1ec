import { Box, type BoxProps } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

// A drawn landscape per destination instead of a stock photo: no network, no
// third-party images, and every card still looks like somewhere. Colours are
// [sky, horizon, land]; destinations outside the list get one by their name.
const palettes: Record<string, readonly [string, string, string]> = {
  JP: ['#ffd6e0', '#f48fb1', '#6d2146'],
  KR: ['#d6e9ff', '#7fb2ea', '#1e3a66'],
  SG: ['#ffe3c2', '#ff9966', '#6b2436'],
  TH: ['#fff0b3', '#f2b33d', '#6e3f05'],
  VN: ['#d8f3dc', '#74c69d', '#1b4332'],
  AU: ['#ffd8a8', '#f08c4a', '#5c2200'],
  US: ['#d0ebff', '#5fa8ee', '#183a5a'],
  MY: ['#c8f7e6', '#3cc8a0', '#0b4f43'],
  ID: ['#fff3c4', '#f6b93b', '#4a3a1a'],
  HK: ['#e6ddff', '#9b7bf0', '#2a1d5a'],
  AE: ['#fff1dc', '#f5b370', '#7a4a1e'],
  UK: ['#e3e8f0', '#8ea2d8', '#22305c'],
  FR: ['#e6f2ff', '#9ac8f5', '#2f3f9a'],
  IT: ['#ffe9d6', '#f2a477', '#7a2f1f'],
  ES: ['#fff6cc', '#ffa94d', '#8a1c3c'],
  PH: ['#d3f4ff', '#4fc3e8', '#0b4a6f'],
};
const fallbackPalettes = Object.values(palettes);

function paletteFor(key: string) {
  const known = palettes[key.toUpperCase()];
  if (known) return known;
  let hash = 0;
  for (const character of key) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return fallbackPalettes[hash % fallbackPalettes.length]!;
}

interface DestinationArtProps extends BoxProps {
  /** Country code (or the destination as typed). */
  code: string;
  /** Shown large across the picture. */
  name: string;
}

/** Decorative: the destination's name is also in the heading next to it, so this is hidden from screen readers. */
export function DestinationArt({ code, name, ...boxProps }: DestinationArtProps) {
  const [sky, horizon, land] = paletteFor(code);

  return (
    <Box
      aria-hidden="true"
      position="relative"
      overflow="hidden"
      h="36"
      bgImage={`linear-gradient(170deg, ${sky} 0%, ${horizon} 100%)`}
      {...boxProps}
    >
      <svg
        viewBox="0 0 400 160"
        preserveAspectRatio="xMidYMax slice"
        width="100%"
        height="100%"
        style={{ position: 'absolute', inset: 0 }}
      >
        <circle cx="318" cy="52" r="24" fill="#fff" fillOpacity="0.6" />
        <path d="M0 118 70 66l46 34 74-62 72 70 52-30 86 42v40H0z" fill={land} fillOpacity="0.28" />
        <path d="M0 136c60-22 120-26 190-6s140 14 210-8v38H0z" fill={land} fillOpacity="0.55" />
        <path d="M0 150c80-10 170-12 250-2s110 2 150-4v16H0z" fill={land} fillOpacity="0.8" />
      </svg>
      <Text
        position="absolute"
        insetStart="4"
        top="3"
        maxW="70%"
        fontSize="xs"
        fontWeight="bold"
        letterSpacing="widest"
        textTransform="uppercase"
        color={land}
        opacity="0.75"
        truncate
      >
        {name}
      </Text>
    </Box>
  );
}
