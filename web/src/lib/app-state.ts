// What a server-rendered page hands to the browser beside its HTML, so the
// first render in the browser meets exactly what the server rendered.
import type { NormalizedCacheObject } from '@apollo/client';
import type { ResourceKey } from 'i18next';

import { isLanguage, type Language } from '@/lib/languages';

export const APP_STATE_ID = 'app-state';

export interface AppState {
  language: Language;
  /** The page's catalogues (namespace → texts) in `language`. */
  resources: Record<string, ResourceKey>;
  /** Apollo's cache after the server's queries: the page's data, asked once. */
  apollo: NormalizedCacheObject;
  publicUrl: string;
}

/** The state of a server-rendered page; null for the offline app shell, which the browser renders alone. */
export function readAppState(): AppState | null {
  const element = document.getElementById(APP_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as AppState;
  return isLanguage(state.language) ? state : null;
}
