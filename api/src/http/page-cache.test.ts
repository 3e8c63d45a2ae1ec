import { describe, expect, it } from 'vitest';
import { createPageCache, pageDay, sharedPage, type SharedPage } from './page-cache.js';

const DAY = '2026-11-29/2026-11-29';

/** A page of about `size` bytes in all three encodings (random text compresses little). */
async function pageOf(size: number, day = DAY): Promise<SharedPage> {
  const letters = Array.from({ length: size / 2 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return sharedPage(`<p>${letters.join('')}</p>`, day);
}

describe('the public page cache', () => {
  it('renders a page once, however many ask for it at the same time, and keeps it', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return pageOf(1000);
    };
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.page('en /', DAY, render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(await cache.page('en /', DAY, render)).toBe(pages[0]);
    expect(renders).toBe(1);
    expect(cache.size().entries).toBe(1);
  });

  it('keeps nothing a render could not share, and a failed render lets the next request try again', async () => {
    const cache = createPageCache();
    expect(await cache.page('en /', DAY, async () => null)).toBeNull();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    await expect(cache.page('en /', DAY, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    const page = await pageOf(100);
    expect(await cache.page('en /', DAY, async () => page)).toBe(page);
  });

  it('renders a page again on another day', async () => {
    const cache = createPageCache();
    await cache.page('en /travel-deals', DAY, () => pageOf(100));
    const tomorrow = '2026-11-30/2026-11-30';
    let rendered = false;
    await cache.page('en /travel-deals', tomorrow, () => {
      rendered = true;
      return pageOf(100, tomorrow);
    });
    expect(rendered).toBe(true);
    expect(cache.size().entries).toBe(1);
  });

  it('holds at most its number of pages, dropping the least recently used', async () => {
    const cache = createPageCache({ maxEntries: 5, maxBytes: 10 * 1024 * 1024 });
    for (let i = 0; i < 50; i++) await cache.page(`en /?q=${i}`, DAY, () => pageOf(200));
    expect(cache.size().entries).toBe(5);
    // The most recent five are kept; using one keeps it past the next arrivals.
    let rendered = 0;
    const counted = () => {
      rendered++;
      return pageOf(200);
    };
    await cache.page('en /?q=45', DAY, counted);
    await cache.page('en /?q=50', DAY, counted);
    await cache.page('en /?q=51', DAY, counted);
    expect(rendered).toBe(2);
    await cache.page('en /?q=45', DAY, counted);
    expect(rendered).toBe(2);
    await cache.page('en /?q=46', DAY, counted);
    expect(rendered).toBe(3);
  });

  it('holds at most its bytes, and does not keep a page that would take a quarter of them', async () => {
    const maxBytes = 200_000;
    const cache = createPageCache({ maxEntries: 1000, maxBytes });
    let largest = 0;
    for (let i = 0; i < 100; i++) {
      const page = await cache.page(`en /?q=${i}`, DAY, () => pageOf(10_000));
      largest = Math.max(largest, page!.bytes + 20);
      expect(cache.size().bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Full, short of one page at most.
    expect(cache.size().bytes).toBeGreaterThan(maxBytes - largest);
    const before = cache.size();
    const big = await pageOf(100_000);
    expect(big.bytes).toBeGreaterThan(maxBytes / 4);
    expect(await cache.page('en /big', DAY, async () => big)).toBe(big);
    expect(cache.size()).toEqual(before);
  });

  it('gives each encoding its own strong ETag, of the page’s bytes', async () => {
    const html = '<!doctype html><p>Kumusta</p>';
    const [a, b, c] = await Promise.all([sharedPage(html, DAY), sharedPage(html, DAY), sharedPage(`${html} `, DAY)]);
    const tags = (page: SharedPage) => Object.values(page.representations).map((r) => r.etag);
    expect(tags(a!)).toEqual(tags(b!));
    expect(new Set(tags(a!)).size).toBe(3);
    for (const tag of tags(a!)) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(tags(c!)).not.toContain(tags(a!)[0]);
  });

  it('tells days apart by Manila’s date, which the deals follow', () => {
    // 16:00 UTC is midnight in Manila: the deals of the next day.
    expect(pageDay(new Date('2026-11-22T15:59:00Z')).split('/')[0]).toBe('2026-11-22');
    expect(pageDay(new Date('2026-11-22T16:00:00Z')).split('/')[0]).toBe('2026-11-23');
  });
});
