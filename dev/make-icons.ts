/**
 * `npx tsx dev/make-icons.ts`: the site's icons (web/public/icons/*.png, committed) drawn from
 * dev/icons/icon.svg by Debian's Chromium: the home-screen icons of the web app manifest
 * (192 and 512 px, any and maskable: the whole square is the background, the mark inside the
 * middle 80% a mask may keep) and Apple's touch icon (180 px, rounded by the phone itself).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from './handlers';

const ICONS = join(REPO_ROOT, 'web', 'public', 'icons');
const SIZES: { file: string; size: number; scale: number }[] = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  // Maskable: the mark shrunk into the safe zone (a circle of 40% radius).
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, scale: 1 },
];

async function main() {
  const svg = readFileSync(join(REPO_ROOT, 'dev', 'icons', 'icon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  for (const { file, size, scale } of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;background:#b34a00;display:grid;place-items:center;width:${String(size)}px;height:${String(size)}px">` +
        `<div style="width:${String(inner)}px;height:${String(inner)}px">${svg.replace('width="512" height="512"', 'width="100%" height="100%"')}</div></body>`,
    );
    await page.screenshot({ path: join(ICONS, file), omitBackground: false });
    await page.close();
    process.stdout.write(`${file}\n`);
  }
  await browser.close();
}

void main();
