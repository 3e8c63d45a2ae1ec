// The results map: Leaflet, loaded only with this module (the finder imports it
// lazily), tiles from the server's configured template. When tiles cannot load
// the markers still show on a blank map and a note points to the list.
import 'leaflet/dist/leaflet.css';

import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MapFrame } from '@/components/ui/map-frame';

import { formatDistance } from '@/features/local-secrets/utils/format';

export interface MapPlace {
  id: string;
  name: string;
  distanceMeters: number;
  coordinates: { lat: number; lng: number };
  /** No cited source confirms the position: the popup says so. */
  approximateLocation?: boolean;
}

interface SecretsMapProps {
  places: MapPlace[];
  center: { lat: number; lng: number };
  radius: number;
  tileUrl: string;
  attribution: string;
  onSelect: (id: string) => void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const pin = (className: string) =>
  L.divIcon({ className, html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 11], popupAnchor: [0, -12] });

export function SecretsMap({ places, center, radius, tileUrl, attribution, onSelect }: SecretsMapProps) {
  const { t } = useTranslation('localSecrets');
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const map = L.map(containerRef.current!, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: escapeHtml(attribution), maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl, attribution]);

  // The keyboard reaches the map (arrow keys pan) and moves on with Tab: it never traps focus. Named
  // again for a new map (tiles changed) or a new language.
  useEffect(() => {
    mapRef.current!.getContainer().setAttribute('aria-label', t('map.label'));
  }, [t, tileUrl, attribution]);

  // Markers again when the search changes, and in a new language (their labels hold the distance).
  useEffect(() => {
    const map = mapRef.current!;
    // The view first: layers join a map only once it has one.
    map.fitBounds(L.latLng(center).toBounds(radius * 2), { padding: [8, 8] });
    const layer = L.layerGroup().addTo(map);
    L.circle(center, { radius, color: '#0d7f7a', weight: 1, fillOpacity: 0.06 }).addTo(layer);
    L.marker(center, {
      icon: pin('local-secrets-pin local-secrets-pin--you'),
      keyboard: false,
      interactive: false,
    }).addTo(layer);
    for (const place of places) {
      const label = `${place.name}, ${formatDistance(place.distanceMeters)}`;
      const marker = L.marker(place.coordinates, { icon: pin('local-secrets-pin'), title: label, keyboard: true })
        .bindPopup(
          () => {
            const popup = document.createElement('div');
            const name = document.createElement('strong');
            name.textContent = place.name;
            popup.append(name);
            if (place.approximateLocation) {
              const note = document.createElement('span');
              note.className = 'local-secrets-popup-note';
              note.textContent = t('card.approximateLocation');
              popup.append(note);
            }
            return popup;
          },
          // Narrow enough to sit inside the map on a 375 px screen, beside the zoom buttons.
          { maxWidth: 220 },
        )
        // Click or Enter (Leaflet's keypress on a focused marker) brings the place's card into view.
        .on('click', () => onSelect(place.id))
        .on('keypress', (event) => {
          if ((event as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') onSelect(place.id);
        })
        .addTo(layer);
      marker.getElement()?.setAttribute('aria-label', label);
    }
    return () => {
      layer.remove();
    };
  }, [places, center, radius, onSelect, t]);

  return (
    <MapFrame
      containerRef={containerRef}
      height={{ base: '18rem', md: '26rem' }}
      tilesFailed={tilesFailed ? t('map.tilesFailed') : null}
      css={{
        '& .local-secrets-pin span': {
          display: 'block',
          width: '22px',
          height: '22px',
          borderRadius: 'full',
          background: 'var(--chakra-colors-sunset-solid)',
          border: '3px solid white',
          boxShadow: '0 1px 4px rgba(0,0,0,.45)',
        },
        '& .local-secrets-pin--you span': { background: 'var(--chakra-colors-brand-solid)' },
        '& .local-secrets-pin:focus-visible span': { outline: '3px solid var(--chakra-colors-brand-focus-ring)' },
        '& .local-secrets-popup-note': {
          display: 'block',
          marginTop: '2px',
          color: 'var(--chakra-colors-fg-muted)',
          fontStyle: 'italic',
        },
      }}
    />
  );
}
