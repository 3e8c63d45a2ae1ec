import { useSyncExternalStore } from 'react';

export interface OfflineStatus {
  /** The browser reports no connection, or the last request to the API never reached it. */
  offline: boolean;
  /** Something on screen came from the copy saved on this device rather than from the server. */
  showingSavedCopy: boolean;
}

let unreachable = false;
let showingSavedCopy = false;
const ONLINE: OfflineStatus = { offline: false, showingSavedCopy: false };
// The server renders every page online.
const inBrowser = typeof window !== 'undefined';
let status: OfflineStatus = inBrowser ? { offline: !navigator.onLine, showingSavedCopy } : ONLINE;
const listeners = new Set<() => void>();

function update() {
  const offline = !navigator.onLine || unreachable;
  // The saved copy is only "shown instead" while offline; online, the next answers replace it.
  const next = { offline, showingSavedCopy: offline && showingSavedCopy };
  if (next.offline === status.offline && next.showingSavedCopy === status.showingSavedCopy) return;
  status = next;
  listeners.forEach((listener) => listener());
}

if (inBrowser) {
  window.addEventListener('online', () => {
    unreachable = false;
    update();
  });
  window.addEventListener('offline', update);
}

/** A request never got an answer (no network, or a network that drops everything). */
export function reportUnreachable() {
  unreachable = true;
  update();
}

/** The API answered: whatever is shown next comes from the server. */
export function reportReachable() {
  unreachable = false;
  showingSavedCopy = false;
  update();
}

/** A query was answered from the copy saved on this device. */
export function reportSavedCopyShown() {
  showingSavedCopy = true;
  update();
}

export const isOffline = () => status.offline;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders when the app goes offline or back online; hydration starts from the server's (online) render. */
export const useOfflineStatus = () =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => ONLINE,
  );
