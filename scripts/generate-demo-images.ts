/**
 * Draws the demo menu's illustrations as SVG and writes them as small WebP files under
 * public/images (committed: the app must not depend on outside image hosts). Run with
 * `npx tsx scripts/generate-demo-images.ts` after changing the demo menu.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

type Kind =
  'open' | 'triangle' | 'balls' | 'wrap' | 'skewer' | 'bowl' | 'squares' | 'glass' | 'can' | 'rolls' | 'pizza';

interface Art {
  kind: Kind;
  bg: [string, string];
  food: string;
  accent: string;
}

const ART: Record<string, Art> = {
  'esfiha-carne': { kind: 'open', bg: ['#fde2c8', '#f6b98a'], food: '#b5562f', accent: '#7a2f14' },
  'esfiha-queijo': { kind: 'open', bg: ['#fff1c9', '#f7d57e'], food: '#f3c44d', accent: '#e59f2b' },
  'esfiha-zaatar': { kind: 'open', bg: ['#e6f0d2', '#b9d38e'], food: '#6f8a3a', accent: '#f4e3b1' },
  'esfiha-calabresa': { kind: 'open', bg: ['#fde0d6', '#f3a48c'], food: '#c8402c', accent: '#f6d36b' },
  'esfiha-frango': { kind: 'open', bg: ['#fff0dc', '#f5c892'], food: '#e8b46a', accent: '#fff7e8' },
  'fatayer-espinafre': { kind: 'triangle', bg: ['#e3f1de', '#a8d49a'], food: '#e2a95a', accent: '#3f7a33' },
  'esfiha-fechada-carne': { kind: 'triangle', bg: ['#fde6cf', '#f0b17a'], food: '#d99545', accent: '#8a4520' },
  'esfiha-fechada-ricota': { kind: 'triangle', bg: ['#f4f0e6', '#dcd0b4'], food: '#e6b568', accent: '#ffffff' },
  'kibe-frito': { kind: 'balls', bg: ['#fbe3cf', '#e9a877'], food: '#8c4a22', accent: '#f7f1e3' },
  'shawarma-frango': { kind: 'wrap', bg: ['#fff0d6', '#f2c27f'], food: '#f1d6a0', accent: '#5fa048' },
  kafta: { kind: 'skewer', bg: ['#fde1d3', '#eea07e'], food: '#7e3b1c', accent: '#9aa3ad' },
  falafel: { kind: 'balls', bg: ['#eaf2dc', '#bcd59a'], food: '#8a6a2c', accent: '#f3e6c4' },
  charutinho: { kind: 'rolls', bg: ['#e8f0dc', '#b7cd95'], food: '#5d7a34', accent: '#f6e27a' },
  homus: { kind: 'bowl', bg: ['#fbf0da', '#efd19a'], food: '#ecd3a0', accent: '#b7662a' },
  babaganuche: { kind: 'bowl', bg: ['#efe7f3', '#cdb6d9'], food: '#c9a98a', accent: '#5e3a6e' },
  tabule: { kind: 'bowl', bg: ['#e3f3df', '#9fd39a'], food: '#4f9a3e', accent: '#e8453c' },
  fattoush: { kind: 'bowl', bg: ['#e6f4e4', '#a9d8a2'], food: '#6fb44f', accent: '#d9a55a' },
  baklava: { kind: 'squares', bg: ['#fbefd2', '#eccb83'], food: '#d89b3c', accent: '#6f9a3a' },
  'esfiha-chocolate': { kind: 'open', bg: ['#f1e2d8', '#c9a08a'], food: '#4e2a1a', accent: '#f4c2d0' },
  malabie: { kind: 'bowl', bg: ['#fdf1e8', '#f3c9a8'], food: '#fbf4ea', accent: '#e98a3a' },
  refrigerante: { kind: 'can', bg: ['#fde0de', '#f29a93'], food: '#d9302c', accent: '#ffffff' },
  limonada: { kind: 'glass', bg: ['#effbd8', '#cfe98c'], food: '#e9f5a8', accent: '#3f9a48' },
  'cha-hibisco': { kind: 'glass', bg: ['#fde0ea', '#e98aa8'], food: '#b3203f', accent: '#f2c14e' },
  'pizza-zaatar': { kind: 'pizza', bg: ['#eef3dc', '#c3d79a'], food: '#f3dc98', accent: '#5f7d2e' },
  'pizza-calabresa': { kind: 'pizza', bg: ['#fde3d8', '#f1a98e'], food: '#f4d27a', accent: '#b8352a' },
  'pizza-margherita': { kind: 'pizza', bg: ['#fdebe0', '#f3b9a0'], food: '#d9412e', accent: '#fff8e8' },
  'pizza-kafta': { kind: 'pizza', bg: ['#fbe6d4', '#e9b088'], food: '#efc870', accent: '#7a3a1a' },
};

const plate = `<ellipse cx="200" cy="214" rx="150" ry="150" fill="#000" opacity=".12"/>
<circle cx="200" cy="200" r="150" fill="#fffdf8"/><circle cx="200" cy="200" r="118" fill="#f6f1e7"/>`;

function dots(color: string, n: number, r: number, radius: number, seed: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 137.5 + seed * 31) * (Math.PI / 180);
    const d = radius * Math.sqrt((i + 0.5) / n);
    out += `<circle cx="${(200 + d * Math.cos(a)).toFixed(1)}" cy="${(200 + d * Math.sin(a)).toFixed(1)}" r="${r}" fill="${color}"/>`;
  }
  return out;
}

function drawFood(a: Art, seed: number): string {
  switch (a.kind) {
    case 'open':
      return `${plate}<circle cx="200" cy="200" r="104" fill="#e9b86c"/><circle cx="200" cy="200" r="90" fill="${a.food}"/>${dots(a.accent, 26, 6, 80, seed)}`;
    case 'triangle':
      return `${plate}<path d="M200 90 L305 270 L95 270 Z" fill="${a.food}" stroke="#c98a3e" stroke-width="10" stroke-linejoin="round"/>
<path d="M200 150 L250 240 L150 240 Z" fill="${a.accent}" opacity=".55"/>`;
    case 'balls':
      return `${plate}${[
        [150, 170],
        [250, 170],
        [200, 240],
        [140, 255],
        [262, 250],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="46" ry="36" fill="${a.food}"/><ellipse cx="${x! - 12}" cy="${y! - 12}" rx="16" ry="9" fill="#fff" opacity=".18"/>`,
        )
        .join('')}<circle cx="200" cy="135" r="28" fill="${a.accent}"/>`;
    case 'wrap':
      return `${plate}<rect x="105" y="135" width="190" height="130" rx="60" fill="${a.food}" transform="rotate(-18 200 200)"/>
<rect x="110" y="150" width="60" height="100" rx="28" fill="${a.accent}" transform="rotate(-18 200 200)"/>
<rect x="118" y="160" width="40" height="80" rx="18" fill="#e2574c" transform="rotate(-18 200 200)"/>`;
    case 'skewer':
      return `${plate}<line x1="80" y1="150" x2="320" y2="150" stroke="${a.accent}" stroke-width="6"/><line x1="80" y1="245" x2="320" y2="245" stroke="${a.accent}" stroke-width="6"/>
<rect x="105" y="128" width="190" height="44" rx="22" fill="${a.food}"/><rect x="105" y="223" width="190" height="44" rx="22" fill="${a.food}"/>
<circle cx="200" cy="198" r="14" fill="#5fa048"/><circle cx="230" cy="200" r="10" fill="#e2574c"/>`;
    case 'bowl':
      return `${plate}<circle cx="200" cy="200" r="100" fill="${a.food}"/><circle cx="200" cy="200" r="40" fill="${a.accent}" opacity=".75"/>${dots(a.accent, 14, 5, 85, seed)}`;
    case 'squares':
      return `${plate}${[0, 1, 2]
        .map(
          (i) =>
            `<path d="M${120 + i * 60} ${170 + (i % 2) * 30} l50 -30 l50 30 l-50 30 Z" fill="${a.food}" stroke="#a86a22" stroke-width="5"/>`,
        )
        .join('')}${dots(a.accent, 10, 6, 70, seed)}`;
    case 'glass':
      return `<ellipse cx="200" cy="338" rx="90" ry="16" fill="#000" opacity=".12"/>
<path d="M130 90 L270 90 L250 330 L150 330 Z" fill="#ffffff" opacity=".75"/><path d="M140 140 L260 140 L247 322 L153 322 Z" fill="${a.food}"/>
<circle cx="180" cy="190" r="14" fill="#fff" opacity=".6"/><circle cx="220" cy="240" r="10" fill="#fff" opacity=".5"/>
<path d="M240 75 L285 40" stroke="${a.accent}" stroke-width="10" stroke-linecap="round"/><ellipse cx="265" cy="115" rx="22" ry="12" fill="${a.accent}"/>`;
    case 'can':
      return `<ellipse cx="200" cy="338" rx="80" ry="16" fill="#000" opacity=".12"/>
<rect x="135" y="80" width="130" height="255" rx="22" fill="${a.food}"/><rect x="145" y="70" width="110" height="24" rx="10" fill="#c9ccd1"/>
<rect x="150" y="150" width="100" height="90" rx="12" fill="${a.accent}" opacity=".9"/><circle cx="200" cy="195" r="26" fill="${a.food}"/>`;
    case 'rolls':
      return `${plate}${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${110 + i * 38}" y="130" width="32" height="140" rx="16" fill="${a.food}"/><line x1="${118 + i * 38}" y1="150" x2="${134 + i * 38}" y2="160" stroke="#3d5523" stroke-width="3"/>`,
        )
        .join('')}<circle cx="290" cy="120" r="22" fill="${a.accent}"/>`;
    case 'pizza':
      return `${plate}<circle cx="200" cy="200" r="116" fill="#d99545"/><circle cx="200" cy="200" r="100" fill="${a.food}"/>${dots(a.accent, 22, 9, 88, seed)}
${[0, 60, 120]
  .map((deg) => {
    const r = (deg * Math.PI) / 180;
    const [dx, dy] = [116 * Math.cos(r), 116 * Math.sin(r)];
    return `<line x1="${(200 - dx).toFixed(1)}" y1="${(200 - dy).toFixed(1)}" x2="${(200 + dx).toFixed(1)}" y2="${(200 + dy).toFixed(1)}" stroke="#b9772f" stroke-width="4" opacity=".7"/>`;
  })
  .join('')}`;
  }
}

function svg(a: Art, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.bg[0]}"/><stop offset="1" stop-color="${a.bg[1]}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>${drawFood(a, seed)}</svg>`;
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<circle cx="128" cy="128" r="128" fill="#b5361f"/><circle cx="128" cy="128" r="104" fill="#fff6e8"/>
<path d="M128 52 L196 170 L60 170 Z" fill="#e9a23b" stroke="#b5361f" stroke-width="8" stroke-linejoin="round"/>
<circle cx="128" cy="138" r="12" fill="#b5361f"/><text x="128" y="212" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#b5361f">ESFIHA</text></svg>`;

const BANNER = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a1f12"/><stop offset="1" stop-color="#d9622b"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
${Array.from({ length: 7 }, (_, i) => `<circle cx="${110 + i * 170}" cy="${i % 2 ? 300 : 110}" r="78" fill="#f2c27f" opacity=".9"/><circle cx="${110 + i * 170}" cy="${i % 2 ? 300 : 110}" r="62" fill="#b5562f"/>${dotsAt(110 + i * 170, i % 2 ? 300 : 110)}`).join('')}
<rect width="1200" height="400" fill="#000" opacity=".15"/></svg>`;

function dotsAt(cx: number, cy: number): string {
  return [0, 60, 120, 180, 240, 300]
    .map((deg) => {
      const r = (deg * Math.PI) / 180;
      return `<circle cx="${(cx + 32 * Math.cos(r)).toFixed(1)}" cy="${(cy + 32 * Math.sin(r)).toFixed(1)}" r="7" fill="#7a2f14"/>`;
    })
    .join('');
}

const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#f1ece4"/><circle cx="200" cy="200" r="110" fill="#e4ddd2"/>
<path d="M150 150 v60 a14 14 0 0 0 28 0 v-60 M164 210 v80 M236 150 c-22 20 -22 60 0 70 v70" stroke="#b9afa2" stroke-width="12" fill="none" stroke-linecap="round"/></svg>`;

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#b5361f"/><path d="M32 12 L52 46 L12 46 Z" fill="#f2c27f"/><circle cx="32" cy="36" r="5" fill="#b5361f"/></svg>\n`;

async function main() {
  const root = path.resolve(import.meta.dirname, '..', 'public');
  await mkdir(path.join(root, 'images', 'menu'), { recursive: true });
  await mkdir(path.join(root, 'images', 'store'), { recursive: true });
  let seed = 0;
  for (const [slug, art] of Object.entries(ART)) {
    await sharp(Buffer.from(svg(art, seed++)))
      .webp({ quality: 72 })
      .toFile(path.join(root, 'images', 'menu', `${slug}.webp`));
  }
  await sharp(Buffer.from(LOGO))
    .webp({ quality: 85 })
    .toFile(path.join(root, 'images', 'store', 'logo.webp'));
  await sharp(Buffer.from(BANNER))
    .webp({ quality: 70 })
    .toFile(path.join(root, 'images', 'store', 'banner.webp'));
  await sharp(Buffer.from(PLACEHOLDER))
    .webp({ quality: 70 })
    .toFile(path.join(root, 'images', 'placeholder-food.webp'));
  await writeFile(path.join(root, 'favicon.svg'), FAVICON);
  console.log(`wrote ${Object.keys(ART).length} menu images, logo, banner, placeholder and favicon to ${root}`);
}

await main();
