import { useState } from 'react';

import { toast } from '@/components/ui/toaster';

/** Spec §8's geolocation toasts. */
export const geolocationMessages = {
  deniedTitle: 'Error getting location',
  deniedDescription: 'Please allow location access or enter coordinates manually.',
  unsupportedTitle: 'Geolocation not supported',
  unsupportedDescription: 'Your browser cannot share your location. Please enter coordinates manually.',
};

/**
 * Asks the browser for the visitor's position once per click. A refusal, a
 * timeout or no geolocation at all each end in the spec's toast; the visitor
 * can always type coordinates instead.
 */
export function useCurrentLocation(onFound: (position: { lat: number; lng: number }) => void) {
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast({
        type: 'error',
        title: geolocationMessages.unsupportedTitle,
        description: geolocationMessages.unsupportedDescription,
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
          title: geolocationMessages.deniedTitle,
          description: geolocationMessages.deniedDescription,
        });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { locate, locating };
}
