/** How long registration waits for an idle moment: on a busy phone the browser may never be idle. */
const IDLE_DEADLINE_MS = 3000;

/**
 * Registers /sw.js (built by web/vite.config.ts) once the page has loaded and
 * the browser is idle: installing it downloads the app shell, which must not
 * compete with the first paint. Production builds only: the dev server has no
 * shell to cache.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app still works online; there is just no offline copy.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: IDLE_DEADLINE_MS })
      : setTimeout(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
