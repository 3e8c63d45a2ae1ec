// The app's start in the browser (main.tsx loads it once the page has painted):
// the server's state restored, then the page hydrated (or, for the offline app
// shell, rendered).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { AppProvider } from '@/app/provider';
import { AppRouter, preloadScreens } from '@/app/router';
import { currentUserQuery } from '@/hooks/use-current-user';
import { apolloClient, savedAnswers } from '@/lib/apollo';
import { readAppState } from '@/lib/app-state';
import { i18n, languageInUrl, startI18n, storedLanguage } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/offline/service-worker-registration';
import { setPublicUrl } from '@/lib/site';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

/**
 * Ends the current task, so the browser can paint and answer a tap before the
 * next step: on a phone, evaluating the app's modules and each step below take
 * tens of milliseconds, and together they made one long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const app = (
  <StrictMode>
    <AppProvider client={apolloClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

async function start(root: HTMLElement) {
  // A server-rendered page brings its language, texts and data; the offline app
  // shell brings nothing, and the browser renders it alone.
  const state = readAppState();
  startI18n(state?.language ?? languageInUrl(location.search) ?? storedLanguage(), state?.resources);
  setPublicUrl(state?.publicUrl ?? location.origin);
  await nextTask();

  // The visited page's chunk and texts: hydration must find the screen the
  // server rendered, and nothing of the first render waits. They download
  // while the rest starts up.
  const screenAndTexts = Promise.all([preloadScreens(location), i18n.loadNamespaces('common')]);
  await nextTask();

  if (state) apolloClient.cache.restore(state.apollo);
  // Trips the signed-in user opens stay readable offline (lib/offline): the
  // server already answered who that is, and that answer is kept for offline too.
  const currentUser = apolloClient.readQuery({ query: currentUserQuery });
  if (currentUser?.me) {
    void savedAnswers.signIn(currentUser.me.id);
    savedAnswers.keep(currentUserQuery, currentUser);
  }

  await screenAndTexts;
  // A transition renders in slices that yield to the browser between them, so
  // neither hydration nor a first render blocks the page as one long task.
  startTransition(() => {
    if (state) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
registerServiceWorker();
