import { useSyncExternalStore } from 'react';

export interface OfflineStatus {
  /** The browser reports no connection, or the last request to the API never reached it. */
  offline: boolean;
  /** Something on screen came from the copy saved on this device rather than from the server. */
  showingSavedCopy: boolean;
}

let unreachable = false;
let showingSavedCopy = false;
let status: OfflineStatus = { offline: !navigator.onLine, showingSavedCopy };
const listeners = new Set<() => void>();

function update() {
  const offline = !navigator.onLine || unreachable;
  // The saved copy is only "shown instead" while offline; online, the next answers replace it.
  const next = { offline, showingSavedCopy: offline && showingSavedCopy };
  if (next.offline === status.offline && next.showingSavedCopy === status.showingSavedCopy) return;
  status = next;
  listeners.forEach((listener) => listener());
}

window.addEventListener('online', () => {
  unreachable = false;
  update();
});
window.addEventListener('offline', update);

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

/** Re-renders when the app goes offline or back online. */
export const useOfflineStatus = () => useSyncExternalStore(subscribe, () => status);
