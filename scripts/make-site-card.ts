/**
 * The site card (public/site-card.png): the picture a shared part or post shows when it has no photo of
 * its own that link previews draw (server/lib/records.php). 1200 x 630, the size they draw large, with the
 * logo (public/favicon.svg) and the shop's name and line (src/config/site.ts), drawn by Debian's
 * chromium. A preview is dropped by some apps over 300 KB: the card is checked against that here.
 * Run again after a change of logo or name: node --import tsx scripts/make-site-card.ts
 */
import { readFileSync, statSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { site } from '../src/config/site';

const OUT = 'public/site-card.png';
const MAX_BYTES = 300 * 1024;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = readFileSync('public/favicon.svg', 'utf8');
const [city = ''] = site.address.lines.slice(-2, -1);

const html = `<!doctype html><style>
html,body{margin:0}
body{width:1200px;height:630px;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;
  background:#0f2a4a;color:#fff;
  font-family:"DejaVu Sans",system-ui,sans-serif}
.logo{flex:none;padding:20px;border-radius:56px;background:#fff;line-height:0}
svg{width:240px;height:240px;border-radius:40px}
h1{margin:0 0 20px;font-size:72px;line-height:1.08;letter-spacing:-.01em}
p{margin:0;font-size:34px;line-height:1.3;color:#fde68a}
.place{margin-top:28px;color:#e5e7eb;font-size:28px}
body::after{content:"";position:absolute;left:0;right:0;bottom:0;height:14px;background:#f59e0b}
</style><body><div class="logo">${svg}</div><div><h1>${escape(site.name)}</h1><p>${escape(site.tagline)}</p><p class="place">${escape(city)}</p></div></body>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await tab.setContent(html);
await tab.screenshot({ path: OUT, type: 'png' });
await browser.close();
const bytes = statSync(OUT).size;
if (bytes > MAX_BYTES) throw new Error(`${OUT} is ${bytes} bytes: over the ${MAX_BYTES} a link preview takes`);
console.log(`${OUT}: 1200 x 630, ${Math.round(bytes / 1024)} KB`);
