// A reading page, the landing page and the sign-in page (docs/decisions/049)
// run none of the app's code until the visitor uses one of their interactive
// parts. This script, in the entry chunk, answers the header's menu and
// language switch on the server's HTML, lets the page's forms be filled in
// (form-island.ts), and starts the app at the first touch, focus or key press
// that needs it.
import { answerFormsBeforeApp, isAnsweredTextField } from '@/components/ui/form-island';
import { readAppState } from '@/lib/app-state';
import { isLanguage, LANGUAGE_PARAM, rememberLanguage } from '@/lib/languages';

/**
 * The pages whose app waits for the visitor, signed out: the landing page and its trip form, the sign-in
 * page, and the pages that are mostly reading (visa pages and the checker, the deals, booking, legal pages).
 */
const ISLAND_PAGES =
  /^\/(?:auth|visa-help(?:\/[^/]+)?|travel-deals|book-activity|book-hotels|find-flight|privacy|terms|cookies)?\/?$/;

/** How long the visitor stops typing in a form's field before the app starts. */
const TYPING_PAUSE_MS = 500;

/** What needs the app once touched or focused: a page's forms and buttons. Links (the deals' tabs too) load their page. */
const APP_PARTS = 'main :is(form, button, input, select, textarea, summary)';

export const MENU_ICON_PATHS = { open: 'M6 6l12 12M18 6L6 18', closed: 'M4 7h16M4 12h16M4 17h16' } as const;

let answeredBeforeApp = false;
let menuOpen = false;
const island = new AbortController();

/** Whether the header's controls worked before the app loaded: then they need not wait for hydration. */
export const headerAnsweredBeforeApp = () => answeredBeforeApp;

/** The mobile menu as the visitor left it, until the app has taken the header over. */
export const menuOpenBeforeApp = () => menuOpen && !island.signal.aborted;

/** The app's header has hydrated: from now on it answers its controls itself, from the menu as it is now. */
export function releaseHeader(takeMenuOver: (open: boolean) => void) {
  if (island.signal.aborted) return;
  island.abort();
  takeMenuOver(menuOpen);
}

function toggleMenu(button: HTMLButtonElement, menu: HTMLElement) {
  menuOpen = !menuOpen;
  button.setAttribute('aria-expanded', String(menuOpen));
  button.querySelector('path')?.setAttribute('d', menuOpen ? MENU_ICON_PATHS.open : MENU_ICON_PATHS.closed);
  menu.hidden = !menuOpen;
}

/** The server renders the page in the remembered language unless its address names one. */
function switchLanguage(language: string) {
  if (!isLanguage(language)) return;
  rememberLanguage(language);
  const url = new URL(location.href);
  url.searchParams.delete(LANGUAGE_PARAM);
  location.assign(url);
}

/**
 * On an island page a signed-out visitor opened, answers the header until the
 * app hydrates and calls `startApp` at the first interaction that needs it;
 * returns false (and does nothing) anywhere else. A signed-in header has
 * buttons of its own (log out): that page starts the app at once.
 */
export function startHeaderIsland(startApp: () => void): boolean {
  const state = readAppState();
  const button = document.querySelector<HTMLButtonElement>('header button[aria-controls="mobile-menu"]');
  const menu = document.getElementById('mobile-menu');
  if (!state || state.apollo.ROOT_QUERY?.me || !ISLAND_PAGES.test(location.pathname) || !button || !menu) {
    return false;
  }

  // Stopped here, before they reach the app's listeners on #root: a hydrating header ignores them.
  const { signal } = island;
  button.addEventListener(
    'click',
    (event) => {
      event.stopPropagation();
      toggleMenu(button, menu);
    },
    { signal },
  );
  button.disabled = false;
  for (const select of document.querySelectorAll<HTMLSelectElement>('header select')) {
    select.addEventListener(
      'change',
      (event) => {
        event.stopPropagation();
        switchLanguage(select.value);
      },
      { signal },
    );
    select.disabled = false;
  }
  answeredBeforeApp = true;
  answerFormsBeforeApp();

  const firstInteraction = new AbortController();
  let typingPause: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(typingPause);
    firstInteraction.abort();
    startApp();
  };
  const startOnInteraction = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Keys in the header are the island's (the language switch); any other key press starts the app.
    const needsApp = event.type === 'keydown' ? !target?.closest('header') : target?.closest(APP_PARTS);
    if (!needsApp) return;
    // The app's start is a few long tasks on a phone, which keys pressed meanwhile would wait for: in a
    // field the island answers, it starts once the visitor pauses.
    clearTimeout(typingPause);
    if (isAnsweredTextField(target)) typingPause = setTimeout(start, TYPING_PAUSE_MS);
    else start();
  };
  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    document.addEventListener(type, startOnInteraction, { capture: true, signal: firstInteraction.signal });
  }
  return true;
}
