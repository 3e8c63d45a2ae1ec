// A day's map: its stops numbered in the order of the day on the server's map
// tiles, the route drawn from one to the next. Loaded only with this module.
// When the tiles cannot load (offline, a blocked tile server) the numbered
// stops and the route still show on a blank map and a note says so; when the
// map's settings cannot, the empty frame says the map could not load.
import 'leaflet/dist/leaflet.css';

import { useQuery } from '@apollo/client/react';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MapFrame } from '@/components/ui/map-frame';

import { mapSettingsQuery } from '@/entities/trip/api/day-stop';
import type { RouteStop } from '@/entities/trip/utils/route';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const numbered = (number: number, kind: RouteStop['kind'], approximate: boolean) =>
  L.divIcon({
    className: `day-map-pin day-map-pin--${kind}${approximate ? ' day-map-pin--approximate' : ''}`,
    html: `<span>${number}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    popupAnchor: [0, -14],
  });

export function DayMap({ day, stops }: { day: number; stops: readonly RouteStop[] }) {
  const { t } = useTranslation('route');
  const { data, error } = useQuery(mapSettingsQuery);
  const settings = data?.mapSettings;
  const containerRef = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!settings) return;
    const map = L.map(containerRef.current!, { scrollWheelZoom: false });
    map.getContainer().setAttribute('aria-label', t('mapLabel', { day }));
    L.tileLayer(settings.tileUrl, { attribution: escapeHtml(settings.attribution), maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map);
    const placed = stops.flatMap((stop, index) =>
      stop.position ? [{ stop, number: index + 1, at: stop.position }] : [],
    );
    const points = placed.map(({ at }) => L.latLng(at.lat, at.lng));
    map.fitBounds(L.latLngBounds(points).pad(0.15), { maxZoom: 16 });
    L.polyline(points, { color: '#0d7f7a', weight: 3, opacity: 0.8, dashArray: '6 6' }).addTo(map);
    for (const { stop, number, at } of placed) {
      const label = t('stopLabel', { number, name: stop.name, time: stop.start });
      const marker = L.marker(at, { icon: numbered(number, stop.kind, at.approximate), title: label, keyboard: true })
        .bindPopup(
          () => {
            const popup = document.createElement('div');
            const name = document.createElement('strong');
            name.textContent = `${number}. ${stop.start} ${stop.name}`;
            popup.append(name);
            if (at.approximate) {
              const note = document.createElement('span');
              note.className = 'day-map-popup-note';
              note.textContent = t('approximate');
              popup.append(note);
            }
            return popup;
          },
          { maxWidth: 220 },
        )
        .addTo(map);
      marker.getElement()?.setAttribute('aria-label', label);
    }
    return () => {
      map.remove();
    };
  }, [settings, stops, day, t]);

  return (
    <MapFrame
      containerRef={containerRef}
      height={{ base: '16rem', md: '22rem' }}
      tilesFailed={error ? t('mapFailed') : tilesFailed ? t('tilesFailed') : null}
      css={{
        '& .day-map-pin span': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '26px',
          height: '26px',
          borderRadius: 'full',
          background: 'var(--chakra-colors-brand-solid)',
          color: 'white',
          fontWeight: 'bold',
          fontSize: '13px',
          border: '2px solid white',
          boxShadow: '0 1px 4px rgba(0,0,0,.45)',
        },
        '& .day-map-pin--meal span': { background: 'var(--chakra-colors-sunset-solid)' },
        '& .day-map-pin--approximate span': { borderStyle: 'dashed' },
        '& .day-map-pin:focus-visible span': { outline: '3px solid var(--chakra-colors-brand-focus-ring)' },
        '& .day-map-popup-note': {
          display: 'block',
          marginTop: '2px',
          color: 'var(--chakra-colors-fg-muted)',
          fontStyle: 'italic',
        },
      }}
    />
  );
}
