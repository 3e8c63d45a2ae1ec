import { describe, expect, it } from 'vitest';

import { createAppSystem, createLakbaySystem } from './theme';
import { themeStylesheet } from './theme-stylesheet';

describe('the theme stylesheet the build links from index.html', () => {
  const css = themeStylesheet();

  it('declares the cascade layers first, in Chakra order, so later recipe styles land in theirs', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('holds the reset, the global styles and the design tokens as CSS variables', () => {
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    // Lakbay's own palette and the semantic tokens the screens use.
    expect(css).toContain('--chakra-colors-brand-600:#0e7f77');
    expect(css).toMatch(/--chakra-colors-brand-solid:var\(--chakra-colors-brand-600\)/);
    expect(css).toMatch(/--chakra-colors-fg-muted:/);
    // Dark-mode values sit under their condition's selector.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-brand-fg:var\(--chakra-colors-brand-300\)/);
  });

  it('is the same text on every build of the same theme (the file name is its hash)', () => {
    expect(themeStylesheet(createLakbaySystem())).toBe(css);
  });
});

describe('the system the app renders with', () => {
  it('inserts no global styles of its own: they come from the stylesheet', () => {
    const system = createAppSystem();
    expect(system._global).toEqual([]);
    expect(system.layers.atRule).toBe('');
  });

  it('still resolves every token and recipe the screens ask for', () => {
    const system = createAppSystem();
    expect(system.token('colors.brand.600')).toBe('#0e7f77');
    expect(system.token.var('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('dialog')).toBe(true);
  });
});
