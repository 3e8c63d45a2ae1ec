import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';

/** A change refused before it was sent, because the device is offline. */
export class OfflineWriteError extends Error {
  /** The `extensions.code` a refused GraphQL mutation carries, like the API's own codes. */
  static readonly code = 'OFFLINE';

  constructor() {
    super(i18n.t('offline:writeRefused.message'));
    this.name = 'OfflineWriteError';
  }
}

/**
 * Refuses a change made offline: returns the error for the screen to show
 * where the action is, and toasts it. The screen's own failure toast that
 * follows ("Failed to delete trip") would say less, so it does not replace it.
 */
export function refuseOfflineWrite(): OfflineWriteError {
  toast(
    {
      type: 'error',
      title: i18n.t('offline:writeRefused.title'),
      description: i18n.t('offline:writeRefused.description'),
    },
    { explainsFailuresFor: 2000 },
  );
  return new OfflineWriteError();
}

/** The device has no connection: a change sent now would fail or be lost. */
export const cannotWrite = () => !navigator.onLine;
