// `bookingWidgets`: the partner frames come from configuration (https only),
// and are null when unset so the booking pages show their fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const QUERY = '{ bookingWidgets { activity hotel flight } }';

describe('booking widgets', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ BOOKING_HOTEL_WIDGET_URL: 'https://partner.example.com/hotels?aid=123' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers a signed-out visitor with the configured frame and null for the rest', async () => {
    expect(await TestClient.for(server).graphql(QUERY)).toEqual({
      data: { bookingWidgets: { activity: null, hotel: 'https://partner.example.com/hotels?aid=123', flight: null } },
    });
  });

  it('refuses a widget address the page could not frame', () => {
    for (const url of ['http://partner.example.com/', 'javascript:alert(1)', 'partner.example.com']) {
      expect(() => loadConfig({ BOOKING_FLIGHT_WIDGET_URL: url }), url).toThrow(ConfigError);
    }
    expect(() => loadConfig({ BOOKING_FLIGHT_WIDGET_URL: 'http://x.example.com/' })).toThrow(
      /BOOKING_FLIGHT_WIDGET_URL: must be an https:\/\/ URL/,
    );
  });
});
