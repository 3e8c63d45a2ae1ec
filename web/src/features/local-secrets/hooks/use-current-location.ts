import { useState } from 'react';

import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';

/**
 * Asks the browser for the visitor's position once per click. A refusal, a
 * timeout or no geolocation at all each end in a toast (docs/product/local-secrets.md); the visitor
 * can always type coordinates instead.
 */
export function useCurrentLocation(onFound: (position: { lat: number; lng: number }) => void) {
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast({
        type: 'error',
        title: i18n.t('localSecrets:geolocation.unsupportedTitle'),
        description: i18n.t('localSecrets:geolocation.unsupportedDescription'),
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ lat: coords.latitude, lng: coords.longitude });
      },
      () => {
        setLocating(false);
        toast({
          type: 'error',
          title: i18n.t('localSecrets:geolocation.deniedTitle'),
          description: i18n.t('localSecrets:geolocation.deniedDescription'),
        });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { locate, locating };
}
