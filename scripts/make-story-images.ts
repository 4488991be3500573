/**
 * One-off: draws the pictures of the demo's CMS stories in Chromium on a <canvas> and saves them
 * as webp under public/media/stories/ (the seed's STORY_IMAGES):
 *
 *   node --import tsx scripts/make-story-images.ts
 *
 * - members-ski-sales.webp (1600x640) and -800: the home hero, a skier on a ridge at sunrise;
 * - new-season.webp (1600x640) and -800: fresh snow on a range under a clear sky, pines;
 * - boots-price-drop.webp (1400x445, spec 02's top banner size) and -700: ski tracks down a slope.
 *
 * No words in them: the blocks' headlines are HTML over the pictures, in the store's language.
 * The left part stays calm and dark enough for white text. Needs Chromium at /usr/bin/chromium
 * (or CHROMIUM_PATH). The output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const OUT = join(resolve(import.meta.dirname, '..'), 'public/media/stories');

type Scene = 'sunrise' | 'clear' | 'tracks';
interface Picture {
  file: string;
  width: number;
  height: number;
  scene: Scene;
}

const pictures: Picture[] = [
  { file: 'members-ski-sales.webp', width: 1600, height: 640, scene: 'sunrise' },
  { file: 'members-ski-sales-800.webp', width: 800, height: 320, scene: 'sunrise' },
  { file: 'new-season.webp', width: 1600, height: 640, scene: 'clear' },
  { file: 'new-season-800.webp', width: 800, height: 320, scene: 'clear' },
  { file: 'boots-price-drop.webp', width: 1400, height: 445, scene: 'tracks' },
  { file: 'boots-price-drop-700.webp', width: 700, height: 222, scene: 'tracks' },
];

/** Runs in the page: draws one scene on a 1600-wide design grid scaled to the picture, returns its webp data URL. */
function draw(p: Picture): string {
  const canvas = document.createElement('canvas');
  canvas.width = p.width;
  canvas.height = p.height;
  const ctx = canvas.getContext('2d')!;
  const s = p.width / 1600;
  const h = p.height / s;
  ctx.scale(s, s);

  // A seeded random, so that every run draws the same picture.
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

  const sky = (stops: [number, string][]) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    for (const [at, colour] of stops) g.addColorStop(at, colour);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 1600, h);
  };
  /** A mountain range: jagged peaks between base and top, snow above snowLine (fraction of the height of each peak). */
  const range = (base: number, top: number, peaks: number, colour: string, snow: string | null, jitter = 0.35) => {
    const points: [number, number][] = [[-50, base]];
    const step = 1700 / peaks;
    for (let i = 0; i <= peaks; i++) {
      const x = -50 + i * step + (random() - 0.5) * step * 0.4;
      const peak = top + (base - top) * random() * jitter;
      points.push([x - step / 2, base - (base - peak) * (0.35 + random() * 0.2)], [x, peak]);
    }
    points.push([1650, base], [1650, h], [-50, h]);
    ctx.fillStyle = colour;
    ctx.beginPath();
    points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.fill();
    if (!snow) return;
    ctx.fillStyle = snow;
    for (let i = 2; i < points.length - 3; i += 2) {
      const [px, py] = points[i]!;
      const depth = (base - py) * 0.28;
      ctx.beginPath();
      ctx.moveTo(px, py);
      ctx.lineTo(px - depth * 0.9, py + depth);
      ctx.lineTo(px - depth * 0.35, py + depth * 0.8);
      ctx.lineTo(px, py + depth * 1.1);
      ctx.lineTo(px + depth * 0.4, py + depth * 0.75);
      ctx.lineTo(px + depth * 0.95, py + depth);
      ctx.closePath();
      ctx.fill();
    }
  };
  const pine = (x: number, y: number, size: number, colour: string) => {
    ctx.fillStyle = colour;
    for (let i = 0; i < 3; i++) {
      const w = size * (0.55 - i * 0.12);
      const top = y - size * (0.45 + i * 0.28);
      ctx.beginPath();
      ctx.moveTo(x, top - size * 0.3);
      ctx.lineTo(x - w, top + size * 0.25);
      ctx.lineTo(x + w, top + size * 0.25);
      ctx.fill();
    }
    ctx.fillRect(x - size * 0.05, y - size * 0.2, size * 0.1, size * 0.2);
  };
  const snowSlope = (from: number, to: number, colour: string) => {
    const g = ctx.createLinearGradient(0, from, 0, h);
    g.addColorStop(0, colour);
    g.addColorStop(1, '#ffffff');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(0, to);
    ctx.bezierCurveTo(500, to - 40, 1000, from + 30, 1600, from);
    ctx.lineTo(1600, h);
    ctx.lineTo(0, h);
    ctx.fill();
  };
  /** A skier standing on a ridge, poles planted, seen against the light. */
  const skier = (x: number, y: number, size: number) => {
    ctx.fillStyle = '#10203a';
    ctx.strokeStyle = '#10203a';
    ctx.lineCap = 'round';
    ctx.lineWidth = size * 0.07;
    ctx.beginPath();
    ctx.arc(x, y - size * 0.93, size * 0.09, 0, Math.PI * 2);
    ctx.fill();
    // The jacket in the shop's red.
    ctx.fillStyle = '#d7263d';
    ctx.beginPath();
    ctx.moveTo(x - size * 0.13, y - size * 0.8);
    ctx.lineTo(x + size * 0.13, y - size * 0.8);
    ctx.lineTo(x + size * 0.1, y - size * 0.4);
    ctx.lineTo(x - size * 0.11, y - size * 0.4);
    ctx.fill();
    ctx.fillStyle = '#10203a';
    ctx.beginPath();
    ctx.moveTo(x - size * 0.06, y - size * 0.42);
    ctx.lineTo(x - size * 0.12, y - size * 0.05);
    ctx.moveTo(x + size * 0.05, y - size * 0.42);
    ctx.lineTo(x + size * 0.12, y - size * 0.05);
    ctx.moveTo(x - size * 0.12, y - size * 0.72);
    ctx.lineTo(x - size * 0.3, y - size * 0.38);
    ctx.lineTo(x - size * 0.34, y);
    ctx.moveTo(x + size * 0.12, y - size * 0.72);
    ctx.lineTo(x + size * 0.3, y - size * 0.4);
    ctx.lineTo(x + size * 0.36, y);
    ctx.stroke();
    ctx.lineWidth = size * 0.045;
    ctx.beginPath();
    ctx.moveTo(x - size * 0.55, y);
    ctx.lineTo(x + size * 0.5, y - size * 0.03);
    ctx.stroke();
  };

  if (p.scene === 'sunrise') {
    sky([
      [0, '#1b2a4a'],
      [0.45, '#6b4a7a'],
      [0.72, '#e8826a'],
      [1, '#f6c07a'],
    ]);
    const sun = ctx.createRadialGradient(1180, h * 0.62, 10, 1180, h * 0.62, 260);
    sun.addColorStop(0, 'rgba(255,236,190,1)');
    sun.addColorStop(0.25, 'rgba(255,210,150,.75)');
    sun.addColorStop(1, 'rgba(255,190,140,0)');
    ctx.fillStyle = sun;
    ctx.fillRect(0, 0, 1600, h);
    range(h * 0.72, h * 0.3, 9, '#8a6f9e', '#f3d9dc');
    range(h * 0.8, h * 0.45, 7, '#5b4a78', '#e9c7cf');
    // The ridge the skier stands on.
    ctx.fillStyle = '#f4f1f6';
    ctx.beginPath();
    ctx.moveTo(600, h);
    ctx.bezierCurveTo(850, h * 0.8, 1000, h * 0.72, 1130, h * 0.7);
    ctx.bezierCurveTo(1260, h * 0.69, 1420, h * 0.78, 1600, h * 0.84);
    ctx.lineTo(1600, h);
    ctx.fill();
    ctx.fillStyle = 'rgba(120,110,160,.35)';
    ctx.beginPath();
    ctx.moveTo(600, h);
    ctx.bezierCurveTo(850, h * 0.8, 1000, h * 0.72, 1130, h * 0.7);
    ctx.bezierCurveTo(1000, h * 0.8, 900, h * 0.9, 860, h);
    ctx.fill();
    skier(1130, h * 0.7, 120);
  } else if (p.scene === 'clear') {
    sky([
      [0, '#0e3a6e'],
      [0.6, '#3f86c9'],
      [1, '#b9dcf5'],
    ]);
    range(h * 0.7, h * 0.2, 8, '#7fa6cc', '#f5f9fd', 0.5);
    range(h * 0.82, h * 0.42, 10, '#4d7fae', '#ffffff', 0.4);
    snowSlope(h * 0.78, h * 0.9, '#e4eef8');
    for (let i = 0; i < 26; i++) pine(820 + i * 30 + random() * 20, h * (0.86 + random() * 0.1), 60 + random() * 50, i % 3 ? '#1d4a3a' : '#24584a');
  } else {
    sky([
      [0, '#16345f'],
      [0.5, '#3d78b8'],
      [1, '#a8cdee'],
    ]);
    range(h * 0.5, h * 0.12, 7, '#7aa0c8', '#f2f7fc', 0.45);
    // The slope, with two pairs of tracks curving down to the right.
    const g = ctx.createLinearGradient(0, h * 0.4, 0, h);
    g.addColorStop(0, '#e6eff8');
    g.addColorStop(1, '#ffffff');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(0, h * 0.62);
    ctx.bezierCurveTo(500, h * 0.5, 1000, h * 0.38, 1600, h * 0.42);
    ctx.lineTo(1600, h);
    ctx.lineTo(0, h);
    ctx.fill();
    ctx.strokeStyle = 'rgba(90,120,160,.45)';
    ctx.lineWidth = 5;
    for (const offset of [0, 26, 120, 146]) {
      ctx.beginPath();
      ctx.moveTo(1180 + offset * 0.4, h * 0.42);
      ctx.bezierCurveTo(1000 + offset, h * 0.55, 1400 + offset, h * 0.7, 1150 + offset, h);
      ctx.stroke();
    }
    for (let i = 0; i < 9; i++) pine(1360 + i * 28, h * (0.5 + random() * 0.05), 50 + random() * 30, '#1f4d3f');
  }
  // A soft shade on the left, where the words go.
  const shade = ctx.createLinearGradient(0, 0, 900, 0);
  shade.addColorStop(0, 'rgba(11,37,69,.35)');
  shade.addColorStop(1, 'rgba(11,37,69,0)');
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, 900, h);
  return canvas.toDataURL('image/webp', 0.82);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  const page = await browser.newPage();
  // tsx keeps function names with a __name helper that the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  for (const picture of pictures) {
    const url = (await page.evaluate(`(${draw.toString()})(${JSON.stringify(picture)})`)) as string;
    writeFileSync(join(OUT, picture.file), Buffer.from(url.split(',')[1]!, 'base64'));
    process.stdout.write(`${picture.file} ${picture.width}x${picture.height}\n`);
  }
  await browser.close();
}

await main();
