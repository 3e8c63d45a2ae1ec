// Runs at build time (web/vite.config.ts), never in the browser: turns the
// theme's global styles into the stylesheet index.html links.
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';

import { createLakbaySystem } from './theme';

/**
 * The CSS that Chakra's provider would otherwise build and insert in the
 * browser at start-up: the cascade layers' order, the reset, the global
 * styles and every design token as a CSS variable. Compiled the way emotion
 * compiles global styles (serialized, then stylis with vendor prefixes), so the
 * page looks the same either way.
 */
export function themeStylesheet(system: SystemContext = createLakbaySystem()): string {
  return [system.layers.atRule, ...system._global]
    .map((styles) => serialize(compile(serializeStyles([styles]).styles), middleware([prefixer, stringify])))
    .join('\n');
}
