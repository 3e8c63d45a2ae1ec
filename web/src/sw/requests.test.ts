import { describe, expect, it } from 'vitest';

import { strategyFor } from './requests';

const origin = 'https://lakbay.example';
const precached = new Set(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']);
const request = (path: string, { method = 'GET', mode = 'cors' as RequestMode, base = origin } = {}) => ({
  method,
  mode,
  url: `${base}${path}`,
});

describe('strategyFor', () => {
  it('never caches the API: sessions, account calls, GraphQL, the dev outbox and the probes', () => {
    for (const path of [
      '/api/login',
      '/api/logout',
      '/api/auth/me',
      '/api',
      '/api/trips/1/calendar.ics',
      '/graphql',
      '/graphql?query=%7Bme%7Bid%7D%7D',
      '/dev/outbox',
      '/healthz',
      '/readyz',
    ]) {
      expect(strategyFor(request(path), origin, precached), path).toBe('network');
      expect(strategyFor(request(path, { mode: 'navigate' }), origin, precached), path).toBe('network');
    }
  });

  it('routes pages to the app shell, however deep the client-side route', () => {
    for (const path of ['/', '/trips/12', '/my-trips?tab=completed', '/apiary']) {
      expect(strategyFor(request(path, { mode: 'navigate' }), origin, precached), path).toBe('page');
    }
  });

  it('keeps the app files: hashed assets and the precached ones', () => {
    expect(strategyFor(request('/assets/index-AbC123.js'), origin, precached)).toBe('cached');
    expect(strategyFor(request('/manifest.webmanifest'), origin, precached)).toBe('cached');
    expect(strategyFor(request('/icons/icon-192.png'), origin, precached)).toBe('cached');
  });

  it('leaves alone what is not a read of this origin or not one of its files', () => {
    expect(strategyFor(request('/assets/x.js', { method: 'POST' }), origin, precached)).toBe('network');
    expect(strategyFor(request('/tiles/1/2/3.png', { base: 'https://tile.example' }), origin, precached)).toBe(
      'network',
    );
    expect(strategyFor(request('/robots.txt'), origin, precached)).toBe('network');
  });
});
