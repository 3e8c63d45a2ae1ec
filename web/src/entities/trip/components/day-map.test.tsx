// A day's map when its settings (the tile server) cannot be read: no answer from the API. The frame says
// the map could not load and where the stops are, instead of staying an empty grey box.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TestClient } from '../../../../../api/src/test/http-client';
import { DayMap } from '@/entities/trip/components/day-map';
import type { RouteStop } from '@/entities/trip/utils/route';
import { renderPage } from '@/test/render';

const stop: RouteStop = {
  kind: 'activity',
  line: 'Senso-ji',
  name: 'Senso-ji',
  position: { lat: 35.7148, lng: 139.7967, approximate: false },
  slot: 'morning',
  start: '09:00',
  minutes: 90,
  cost: 0,
};

describe("a day's map", () => {
  it('says the map could not load when its settings do not come', async () => {
    // Nothing listens on the discard port: the page's requests get no answer.
    const unreachable = new TestClient('http://127.0.0.1:9');
    await renderPage(<DayMap day={1} stops={[stop]} />, unreachable);
    expect(await screen.findByText('The map could not load: the stops are listed above.')).toBeVisible();
  });
});
