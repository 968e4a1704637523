/**
 * The web app manifest's icons (public/icons/), drawn from public/favicon.svg by Debian's chromium:
 * 192 and 512 px, and a 512 px maskable one whose mark sits inside the safe zone (the middle 80 %)
 * on a full-bleed background, since a launcher may cut it to any shape; and iOS's 180 px apple-touch-icon, drawn
 * as the maskable one (index.html links it). Run again after a logo change.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const page = (
  size: number,
  maskable: boolean,
) => `<!doctype html><style>html,body{margin:0;background:${maskable ? '#0f2a4a' : 'transparent'}}
div{width:${size}px;height:${size}px;display:grid;place-items:center}svg{width:${maskable ? size * 0.6 : size}px;height:auto}</style><div>${svg}</div>`;

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
const icons: [file: string, size: number, maskable: boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  // iOS's home screen: its own rounded mask over a square with no transparency (a transparent corner shows black).
  ['apple-touch-icon.png', 180, true],
];
for (const [file, size, maskable] of icons) {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  await tab.setContent(page(size, maskable));
  await tab.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
  await tab.close();
}
await browser.close();
