import { chakra } from '@chakra-ui/react/styled-system';

// Plain tables for the expense figures: the theme carries no table recipe
// (lib/theme.ts keeps the landing bundle small), and these few styles read the
// same on screen and on paper. Wide tables scroll sideways on a phone.

// On paper nothing scrolls: the whole table prints.
export const TableScroll = chakra('div', {
  base: { overflowX: 'auto', borderWidth: '1px', borderRadius: 'l2', _print: { overflowX: 'visible' } },
});

export const Table = chakra('table', {
  base: { width: 'full', borderCollapse: 'collapse', textStyle: 'sm', fontVariantNumeric: 'tabular-nums' },
});

export const Caption = chakra('caption', {
  base: { textAlign: 'start', fontWeight: 'semibold', px: '3', py: '2', captionSide: 'top' },
});

export const Th = chakra('th', {
  base: {
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'fg.muted',
    px: { base: '2', md: '3' },
    py: '2',
    borderBottomWidth: '1px',
  },
  variants: { numeric: { true: { textAlign: 'end' } } },
});

export const Td = chakra('td', {
  // Narrower on a phone, and long usernames wrap, so four columns fit 375 px without scrolling.
  base: {
    px: { base: '2', md: '3' },
    py: '2',
    borderBottomWidth: '1px',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  },
  variants: { numeric: { true: { textAlign: 'end', whiteSpace: 'nowrap' } } },
});
