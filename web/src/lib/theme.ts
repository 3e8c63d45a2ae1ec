import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  colorSwatchRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Every semantic color token is compiled for light and dark when the app
// starts; these palettes are only ever used by their plain shades (the deal
// covers' gradients), so their semantic tokens are left out.
const PLAIN_ONLY_PALETTES = new Set(['cyan', 'pink', 'purple', 'teal', 'yellow']);
const semanticColors = Object.fromEntries(
  Object.entries(semanticTokens.colors ?? {}).filter(([palette]) => !PLAIN_ONLY_PALETTES.has(palette)),
);

// Chakra's tokens with only the recipes we render: `defaultSystem` would ship
// every component's recipe in the landing bundle. Add a recipe here before using
// a component that needs one.
const chakraSlice = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: { ...semanticTokens, colors: semanticColors },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      // API token names and scopes on /profile.
      code: codeRecipe,
      // The colour keys of the expense charts' legend and tooltip (@chakra-ui/charts draws them with ColorSwatch).
      colorSwatch: colorSwatchRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      // Trip overviews and notes (/customize-trip).
      textarea: textareaRecipe,
    },
    slotRecipes: {
      // Days of an itinerary (/trips/{id}, /customize-trip).
      accordion: accordionSlotRecipe,
      // Forms and dialogs on the account screens (/auth, /verify-email, /reset-password).
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      // The departure-readiness answers (a legend and its help text over the fields).
      fieldset: fieldsetSlotRecipe,
      // What is left before the next trip (the dashboard).
      list: listSlotRecipe,
      // A trip card's actions (Mark as Complete, Cancel Trip, Edit Trip).
      menu: menuSlotRecipe,
      // The destination and purpose selects on /visa-help.
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Chakra lightens a solid button on hover (its colour at 90% over the page),
// which took white text on brand.600 to 4.1:1, under WCAG AA's 4.5:1 (axe,
// e2e/accessibility.test.ts); a darker shade keeps hover visible and legible.
const darkerSolid = 'color-mix(in srgb, {colors.colorPalette.solid} 85%, black)';

// Sea teal (brand) and sunset coral (accent). `solid` shades keep white text at
// WCAG AA or better: brand.600 4.9:1, sunset.700 5.4:1.
const lakbayConfig = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
      '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    },
  },
  theme: {
    recipes: {
      button: {
        variants: { variant: { solid: { _hover: { bg: darkerSolid }, _expanded: { bg: darkerSolid } } } },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#effcfa' },
          100: { value: '#cdf5ee' },
          200: { value: '#9eeadf' },
          300: { value: '#63d6c9' },
          400: { value: '#2fbaad' },
          500: { value: '#159e93' },
          600: { value: '#0e7f77' },
          700: { value: '#0f6560' },
          800: { value: '#11514e' },
          900: { value: '#124441' },
          950: { value: '#042928' },
        },
        sunset: {
          50: { value: '#fff6ed' },
          100: { value: '#ffebd4' },
          200: { value: '#ffd2a8' },
          300: { value: '#ffb170' },
          400: { value: '#ff8537' },
          500: { value: '#fe6411' },
          600: { value: '#ef4907' },
          700: { value: '#c63508' },
          800: { value: '#9d2b0f' },
          900: { value: '#7e2610' },
          950: { value: '#441006' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          solid: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        sunset: {
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.sunset.700}', _dark: '{colors.sunset.300}' } },
          subtle: { value: { _light: '{colors.sunset.50}', _dark: '{colors.sunset.900}' } },
          muted: { value: { _light: '{colors.sunset.100}', _dark: '{colors.sunset.800}' } },
          emphasized: { value: { _light: '{colors.sunset.200}', _dark: '{colors.sunset.700}' } },
          solid: { value: '{colors.sunset.700}' },
          focusRing: { value: '{colors.sunset.500}' },
          border: { value: { _light: '{colors.sunset.500}', _dark: '{colors.sunset.400}' } },
        },
        // Chakra's green.600 gives white text only 3.3:1 on success toasts.
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
  },
});

/** Lakbay's Chakra system, complete: what the build compiles the global stylesheet from (theme-stylesheet.ts). */
export const createLakbaySystem = () => createSystem(defaultBaseConfig, chakraSlice, lakbayConfig);

/**
 * The system the app renders with. Its global styles (the layers' order, the
 * reset, the design tokens as CSS variables) arrive as a stylesheet the build
 * writes from the same system, because compiling and inserting them in the
 * browser was the longest task of a first visit on a mid-range phone.
 * AppProvider calls this during the first render, which yields to the
 * browser, rather than while the script starts up in one long task.
 */
export function createAppSystem(): SystemContext {
  const system = createLakbaySystem();
  // Replaced, never read: the browser's build computes `_global` only when it
  // is read (web/vite.config.ts), so it is not computed at all.
  Object.defineProperty(system, '_global', { value: [] });
  return Object.assign(system, { layers: { ...system.layers, atRule: '' } });
}
