import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig } from '@chakra-ui/react/preset';
import { describe, expect, it } from 'vitest';

import { createLakbaySystem } from './theme';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** The Chakra components the app imports, by their module name (`native-select`). */
function importedComponents(): Set<string> {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const names = files.flatMap((file) =>
    [...readFileSync(path.join(srcDir, file), 'utf8').matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)].map(
      (match) => match[1]!,
    ),
  );
  // @chakra-ui/charts draws the expense charts' colour keys with ColorSwatch.
  return new Set([...names, 'color-swatch']);
}

const recipeKey = (name: string) =>
  name === 'skip-nav' ? 'skipNavLink' : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe("the theme's recipes", () => {
  // The theme ships only the recipes the screens use (theme.ts); a component whose recipe is left
  // out still renders, unstyled, which no type check notices (the charts' legend keys were invisible).
  it('include the recipe of every Chakra component the app imports', () => {
    const system = createLakbaySystem();
    const { recipes = {}, slotRecipes = {} } = defaultConfig.theme ?? {};
    const styled = [...importedComponents()].map(recipeKey).filter((key) => key in recipes || key in slotRecipes);
    expect(styled.length).toBeGreaterThan(15);
    expect(styled.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key))).toEqual([]);
  });
});
