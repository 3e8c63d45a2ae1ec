import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authPath, keepForAfterVerification, safeReturnPath, takeAfterVerification } from '@/lib/return-path';

describe('safeReturnPath', () => {
  it('takes a path on this site', () => {
    expect(safeReturnPath('/join-trip?token=abc_-1')).toBe('/join-trip?token=abc_-1');
    expect(safeReturnPath('/trips/12')).toBe('/trips/12');
  });

  it('refuses anything that could lead elsewhere', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/ok\\..\\x',
      'javascript:alert(1)',
      'join-trip',
      '/\tevil',
      '/\n/evil.example',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe('authPath', () => {
  it('names the tab and the way back', () => {
    const url = new URL(authPath('register', '/join-trip?token=abc'), 'https://lakbay.example');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('tab')).toBe('register');
    expect(url.searchParams.get('next')).toBe('/join-trip?token=abc');
  });
});

describe('the page kept for after e-mail verification', () => {
  // Node has no localStorage: a Map stands in for the browser's (e2e/travel-together uses the real one).
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const day = 24 * 60 * 60 * 1000;

  it('gives the invitation back once, within the week an invitation works', () => {
    keepForAfterVerification('/join-trip?token=abc', 0);
    expect(takeAfterVerification(6 * day)).toBe('/join-trip?token=abc');
    expect(takeAfterVerification(6 * day)).toBeNull();
  });

  it('forgets it after that week, and keeps nothing that leads off the site', () => {
    keepForAfterVerification('/join-trip?token=abc', 0);
    expect(takeAfterVerification(8 * day)).toBeNull();
    keepForAfterVerification('//evil.example/', 0);
    expect(takeAfterVerification(0)).toBeNull();
    localStorage.setItem('lakbay.afterVerification', JSON.stringify({ path: 'https://evil.example/', until: day }));
    expect(takeAfterVerification(0)).toBeNull();
    localStorage.setItem('lakbay.afterVerification', 'not json');
    expect(takeAfterVerification(0)).toBeNull();
  });
});
