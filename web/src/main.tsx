// The browser's entry. A server-rendered page is readable and styled before
// any of the app's code runs: the code (start.tsx) loads once the page has
// painted, so on a slow connection it never competes with the page itself.

// The theme's reset, global styles and design tokens (see createAppSystem): in the page's <head>.
import 'virtual:lakbay-theme.css';

requestAnimationFrame(() => setTimeout(() => void import('@/start')));
