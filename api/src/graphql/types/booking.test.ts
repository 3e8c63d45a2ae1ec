// `bookingWidgets`: the partner frames come from configuration (https only),
// and are null when unset so the booking pages show their fallback; the CSP
// lets the pages frame those partners and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const QUERY = '{ bookingWidgets { activity hotel flight } }';

describe('booking widgets', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      BOOKING_HOTEL_WIDGET_URL: 'https://partner.example.com/hotels?aid=123',
      BOOKING_ACTIVITY_WIDGET_URL: 'https://partner.example.com/activities',
      BOOKING_FLIGHT_WIDGET_URL: 'https://flights.example.net:8443/search',
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers a signed-out visitor with the configured frame and null for the rest', async () => {
    expect(await TestClient.for(server).graphql(QUERY)).toEqual({
      data: {
        bookingWidgets: {
          activity: 'https://partner.example.com/activities',
          hotel: 'https://partner.example.com/hotels?aid=123',
          flight: 'https://flights.example.net:8443/search',
        },
      },
    });
  });

  const frameSources = async (baseUrl: string) => {
    const policy = (await fetch(`${baseUrl}/api/health`)).headers.get('content-security-policy')!;
    return /(?:^|;)frame-src ([^;]*)/.exec(policy)?.[1];
  };

  it('lets the pages frame the configured partners only, or nothing without one', async () => {
    expect(await frameSources(server.baseUrl)).toBe('https://partner.example.com https://flights.example.net:8443');
    const unconfigured = await startTestServer();
    try {
      expect(await frameSources(unconfigured.baseUrl)).toBe("'none'");
    } finally {
      await unconfigured.stop();
    }
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
