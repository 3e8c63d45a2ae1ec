// Draws web/public/og-image.jpg, the 1200×630 picture link previews show
// (Messenger, Viber, Facebook), in Chromium from the HTML below. Run it again
// after changing the wording or the brand colours:
//   node scripts/render-preview-image.mjs
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const output = fileURLToPath(new URL('../web/public/og-image.jpg', import.meta.url));

// The theme's brand.900 → brand.600 gradient and sunset.700 accent (web/src/lib/theme.ts).
const html = `<!doctype html>
<html><body style="margin:0">
<main style="box-sizing:border-box;width:1200px;height:630px;padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,#124441,#0e7f77);color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="font-size:64px;font-weight:700;letter-spacing:-1px">Lakbay<span style="color:#ffb170">.</span></div>
  <div>
    <div style="font-size:68px;font-weight:700;line-height:1.1;max-width:960px">AI trip planner for Filipino travelers</div>
    <div style="margin-top:28px;font-size:32px;color:#cdf5ee">Two itineraries per trip · Visa guidance for your Philippine passport · Prices in pesos</div>
  </div>
  <div style="height:12px;width:240px;border-radius:6px;background:#c63508"></div>
</main>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: output, type: 'jpeg', quality: 85 });
await browser.close();
console.log(`Wrote ${output}`);
