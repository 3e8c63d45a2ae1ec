// The browser's entry. A server-rendered page is readable and styled before
// any of the app's code runs: the code (start.tsx) loads once the page has
// painted, so on a slow connection it never competes with the page itself.
// A reading page loads it only when the visitor first needs it (docs/decisions/049).

// The theme's reset, global styles and design tokens (see createAppSystem): in the page's <head>.
import 'virtual:lakbay-theme.css';

import { startHeaderIsland } from '@/components/layouts/header-island';
import { languageInUrl, rememberLanguage } from '@/lib/languages';

// A page opened in a language by its address (a shared ?lang=fil link) keeps that language on this device,
// whether or not the app's code ever loads.
const urlLanguage = languageInUrl(location.search);
if (urlLanguage) rememberLanguage(urlLanguage);

const startApp = () => void import('@/start');

if (!startHeaderIsland(startApp)) requestAnimationFrame(() => setTimeout(startApp));
