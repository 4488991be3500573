/**
 * One-off: draws the demo catalog's pictures in Chromium on a <canvas> and saves them as webp.
 *
 *   node --import tsx scripts/make-demo-images.ts
 *
 * - public/media/catalog/product/<sku>.webp (600x600), its two other views <sku>-detail.webp and
 *   <sku>-scene.webp (the product page's gallery), 100x100/<sku>.webp (basket) and
 *   50x50/<sku>.webp (recently viewed), one per seed product; the shop's own accessories
 *   share one picture per kind (summit-beanie.webp...).
 * - public/media/events/<language>/<slug>.webp (800x400), per seed language, with the sale's name in it.
 *
 * Each picture is the product type's silhouette (skis, boot, helmet, board, pass...) in the
 * brand's colour, without words: a name drawn in would be English in every store. The output is committed; run again after
 * changing the seed. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { BRAND, BRANDS } from '../server/db/seed-data/brands.ts';
import { CATEGORY } from '../server/db/seed-data/categories.ts';
import { EVENTS } from '../server/db/seed-data/events.ts';
import { PRODUCTS, productImage, productViews } from '../server/db/seed-data/products.ts';
import { ACCESSORIES_BRAND, ACCESSORY_KINDS, accessoryImage, eventImage } from '../server/db/seed-data/shopping.ts';
import { SEED_LANGUAGES } from '../server/db/seed-data/text.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'public');

type Kind =
  'skis' | 'boot' | 'poles' | 'helmet' | 'board' | 'binding' | 'pack' | 'pass' | 'jacket' | 'shirt' | 'goggles' | 'beanie' | 'socks' | 'gloves' | 'neck-warmer';

const KIND_BY_CATEGORY: Record<number, Kind> = {
  [CATEGORY.skis]: 'skis',
  [CATEGORY.skiBoots]: 'boot',
  [CATEGORY.skiPoles]: 'poles',
  [CATEGORY.skiHelmets]: 'helmet',
  [CATEGORY.snowboards]: 'board',
  [CATEGORY.skiPacks]: 'pack',
  [CATEGORY.skiPasses]: 'pass',
  [CATEGORY.bindings]: 'binding',
  [CATEGORY.skiJackets]: 'jacket',
  [CATEGORY.baseLayers]: 'shirt',
  [CATEGORY.goggles]: 'goggles',
};

const BRAND_COLOURS: Record<number, string> = {
  [BRAND.rossignol]: '#c62828',
  [BRAND.salomon]: '#1f3b63',
  [BRAND.atomic]: '#212121',
  [BRAND.burton]: '#2e7d32',
  [BRAND.dynastar]: '#ef6c00',
  [BRAND.look]: '#6a1b9a',
  [BRAND.summitPass]: '#0277bd',
  [BRAND.summit]: '#00796b',
};

/** Sale types DEFAULT..NEW_SEASON: a background colour each. */
const SALE_COLOURS = ['#37474f', '#111111', '#c62828', '#1565c0', '#ad1457', '#2e7d32'];

interface Picture {
  file: string;
  width: number;
  height: number;
  kind: Kind;
  colour: string;
  title: string;
  subtitle: string;
  /** 'product' pictures and their 'detail' and 'scene' views are square, 'event' ones a wide banner. */
  layout: 'product' | 'detail' | 'scene' | 'thumb' | 'event';
}

const brandName = (id: number) => BRANDS.find((b) => b.id === id)?.name ?? '';

function pictures(): Picture[] {
  const list: Picture[] = [];
  const product = (url: string, kind: Kind, brandId: number, title: string) => {
    const file = url.replace(/^\/media\/catalog\/product\//, '');
    const base = { kind, colour: BRAND_COLOURS[brandId] ?? '#455a64', title, subtitle: brandName(brandId) };
    list.push({ ...base, file: join('media/catalog/product', file), width: 600, height: 600, layout: 'product' });
    const [detail, scene] = productViews(url).map((view) => join('media/catalog/product', view.replace(/^\/media\/catalog\/product\//, '')));
    list.push({ ...base, file: detail!, width: 600, height: 600, layout: 'detail' });
    list.push({ ...base, file: scene!, width: 600, height: 600, layout: 'scene' });
    list.push({ ...base, file: join('media/catalog/product/100x100', file), width: 100, height: 100, layout: 'thumb' });
    list.push({ ...base, file: join('media/catalog/product/50x50', file), width: 50, height: 50, layout: 'thumb' });
  };
  for (const p of PRODUCTS) product(productImage(p.sku), KIND_BY_CATEGORY[p.categories[0]!] ?? 'pack', p.brandId, p.name.en);
  const accessoryTitles: Record<(typeof ACCESSORY_KINDS)[number], string> = {
    beanie: 'Summit beanie',
    socks: 'Summit ski socks',
    gloves: 'Summit gloves',
    'neck-warmer': 'Summit neck warmer',
  };
  for (const kind of ACCESSORY_KINDS) product(accessoryImage(kind), kind, ACCESSORIES_BRAND, accessoryTitles[kind]);

  for (const language of SEED_LANGUAGES) {
    for (const e of EVENTS) {
      list.push({
        file: eventImage(language, e).slice(1),
        width: 800,
        height: 400,
        kind: KIND_BY_CATEGORY[e.categoryId] ?? 'jacket',
        colour: SALE_COLOURS[e.saleType] ?? '#37474f',
        title: e.name[language],
        subtitle: 'Summit',
        layout: 'event',
      });
    }
  }
  return list;
}

/** Runs in the page: draws one picture and returns its webp data URL. */
function draw(p: Picture): string {
  const canvas = document.createElement('canvas');
  canvas.width = p.width;
  canvas.height = p.height;
  const ctx = canvas.getContext('2d')!;

  const silhouette = (kind: Kind, colour: string, accent: string) => {
    // Drawn in a 600x600 box centred on (300, 300).
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const round = (x: number, y: number, w: number, h: number, r: number) => {
      ctx.beginPath();
      ctx.roundRect(x, y, w, h, r);
      ctx.fill();
    };
    const ski = (x: number, tilt: number) => {
      ctx.save();
      ctx.translate(x, 300);
      ctx.rotate(tilt);
      round(-22, -230, 44, 460, 22);
      ctx.fillStyle = accent;
      round(-22, -40, 44, 80, 6);
      ctx.restore();
      ctx.fillStyle = colour;
    };
    switch (kind) {
      case 'skis':
        ski(250, -0.12);
        ski(350, 0.12);
        break;
      case 'pack':
        ski(230, -0.12);
        ski(320, 0.12);
        ctx.lineWidth = 10;
        ctx.beginPath();
        ctx.moveTo(420, 80);
        ctx.lineTo(440, 520);
        ctx.moveTo(470, 80);
        ctx.lineTo(450, 520);
        ctx.stroke();
        break;
      case 'poles':
        ctx.lineWidth = 14;
        for (const [x1, x2] of [
          [240, 270],
          [360, 330],
        ] as const) {
          ctx.beginPath();
          ctx.moveTo(x1, 90);
          ctx.lineTo(x2, 520);
          ctx.stroke();
          round(x1 - 20, 70, 40, 90, 16);
          ctx.beginPath();
          ctx.arc(x2, 480, 28, 0, Math.PI * 2);
          ctx.lineWidth = 6;
          ctx.stroke();
          ctx.lineWidth = 14;
        }
        break;
      case 'boot':
        ctx.beginPath();
        ctx.moveTo(190, 110);
        ctx.lineTo(360, 110);
        ctx.lineTo(370, 300);
        ctx.lineTo(470, 360);
        ctx.lineTo(480, 450);
        ctx.lineTo(150, 450);
        ctx.lineTo(170, 300);
        ctx.closePath();
        ctx.fill();
        round(130, 450, 370, 40, 10);
        ctx.fillStyle = accent;
        for (const y of [170, 230, 330]) round(300, y, 90, 18, 6);
        break;
      case 'binding':
        round(120, 330, 360, 40, 12);
        round(140, 250, 110, 80, 20);
        round(360, 240, 110, 90, 20);
        ctx.fillStyle = accent;
        round(380, 260, 70, 20, 6);
        break;
      case 'helmet':
      case 'beanie':
        ctx.beginPath();
        ctx.arc(300, 330, 180, Math.PI, 0);
        ctx.lineTo(480, 400);
        ctx.lineTo(120, 400);
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = accent;
        if (kind === 'helmet') round(200, 250, 200, 60, 30);
        else {
          round(110, 370, 380, 60, 20);
          ctx.beginPath();
          ctx.arc(300, 140, 40, 0, Math.PI * 2);
          ctx.fill();
        }
        break;
      case 'goggles':
        ctx.lineWidth = 16;
        ctx.beginPath();
        ctx.moveTo(90, 300);
        ctx.lineTo(510, 300);
        ctx.stroke();
        round(140, 220, 320, 160, 70);
        ctx.fillStyle = accent;
        round(165, 245, 270, 110, 50);
        break;
      case 'board':
        ctx.save();
        ctx.translate(300, 300);
        ctx.rotate(-0.5);
        round(-80, -260, 160, 520, 80);
        ctx.fillStyle = accent;
        round(-50, -110, 100, 40, 10);
        round(-50, 70, 100, 40, 10);
        ctx.restore();
        break;
      case 'pass':
        round(130, 170, 340, 230, 24);
        ctx.fillStyle = accent;
        ctx.beginPath();
        ctx.moveTo(160, 370);
        ctx.lineTo(260, 230);
        ctx.lineTo(310, 300);
        ctx.lineTo(350, 250);
        ctx.lineTo(440, 370);
        ctx.closePath();
        ctx.fill();
        round(270, 130, 60, 60, 12);
        break;
      case 'jacket':
      case 'shirt':
        ctx.beginPath();
        ctx.moveTo(230, 110);
        ctx.lineTo(370, 110);
        ctx.lineTo(500, 200);
        ctx.lineTo(460, 280);
        ctx.lineTo(410, 250);
        ctx.lineTo(410, 500);
        ctx.lineTo(190, 500);
        ctx.lineTo(190, 250);
        ctx.lineTo(140, 280);
        ctx.lineTo(100, 200);
        ctx.closePath();
        ctx.fill();
        ctx.strokeStyle = accent;
        ctx.lineWidth = 8;
        if (kind === 'jacket') {
          ctx.beginPath();
          ctx.moveTo(300, 120);
          ctx.lineTo(300, 500);
          ctx.stroke();
        }
        break;
      case 'socks':
        for (const x of [200, 340]) {
          ctx.beginPath();
          ctx.moveTo(x, 100);
          ctx.lineTo(x + 80, 100);
          ctx.lineTo(x + 80, 380);
          ctx.lineTo(x + 10, 480);
          ctx.lineTo(x - 70, 480);
          ctx.lineTo(x - 70, 420);
          ctx.lineTo(x, 360);
          ctx.closePath();
          ctx.fill();
          ctx.fillStyle = accent;
          round(x, 100, 80, 40, 4);
          ctx.fillStyle = colour;
        }
        break;
      case 'gloves':
        for (const [x, flip] of [
          [210, -1],
          [390, 1],
        ] as const) {
          ctx.save();
          ctx.translate(x, 300);
          ctx.scale(flip, 1);
          round(-70, -60, 140, 200, 40);
          round(-70, -170, 140, 150, 60);
          round(50, -60, 60, 110, 30);
          ctx.fillStyle = accent;
          round(-70, 110, 140, 40, 6);
          ctx.restore();
          ctx.fillStyle = colour;
        }
        break;
      case 'neck-warmer':
        round(170, 150, 260, 300, 60);
        ctx.fillStyle = accent;
        round(170, 200, 260, 24, 4);
        round(170, 370, 260, 24, 4);
        break;
    }
  };

  const wrap = (text: string, x: number, y: number, maxWidth: number, lineHeight: number) => {
    const words = text.split(' ');
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (ctx.measureText(next).width > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    lines.slice(0, 2).forEach((l, i) => ctx.fillText(l, x, y + i * lineHeight));
  };

  if (p.layout === 'event') {
    ctx.fillStyle = p.colour;
    ctx.fillRect(0, 0, p.width, p.height);
    ctx.save();
    ctx.translate(470, 30);
    ctx.scale(0.58, 0.58);
    ctx.globalAlpha = 0.9;
    silhouette(p.kind, '#ffffff', p.colour);
    ctx.restore();
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 46px sans-serif';
    wrap(p.title, 40, 170, 420, 54);
    ctx.font = '24px sans-serif';
    ctx.globalAlpha = 0.8;
    ctx.fillText(p.subtitle, 40, 350);
    return canvas.toDataURL('image/webp', 0.8);
  }

  const scale = p.width / 600;
  ctx.scale(scale, scale);
  if (p.layout === 'scene') {
    // The product out on the mountain: sky, two peaks, snow.
    const sky = ctx.createLinearGradient(0, 0, 0, 600);
    sky.addColorStop(0, '#9ec9ec');
    sky.addColorStop(1, '#e8f2fb');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 600, 600);
    ctx.fillStyle = '#7d93ab';
    ctx.beginPath();
    ctx.moveTo(-40, 430);
    ctx.lineTo(170, 150);
    ctx.lineTo(360, 430);
    ctx.moveTo(220, 430);
    ctx.lineTo(450, 110);
    ctx.lineTo(660, 430);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 420, 600, 180);
  } else {
    ctx.fillStyle = '#f4f6f8';
    ctx.fillRect(0, 0, 600, 600);
  }
  ctx.save();
  // The pictures carry no words: the page names the product in the shopper's language.
  // Each silhouette fills about the middle half of its 600x600 square: scaled about the centre.
  const zoom = { product: 1.05, detail: 2.4, scene: 0.75, thumb: 1, event: 1 }[p.layout];
  const centre = p.layout === 'detail' ? [300, 230] : p.layout === 'scene' ? [300, 260] : [300, 300];
  ctx.translate(300, p.layout === 'scene' ? 330 : 300);
  ctx.scale(zoom, zoom);
  ctx.translate(-centre[0]!, -centre[1]!);
  silhouette(p.kind, p.colour, '#ffffff');
  ctx.restore();
  return canvas.toDataURL('image/webp', 0.8);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  // tsx keeps function names with a __name helper that the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  let bytes = 0;
  const all = pictures();
  for (const picture of all) {
    const dataUrl = await page.evaluate(`(${draw.toString()})(${JSON.stringify(picture)})`);
    if (typeof dataUrl !== 'string' || !dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${picture.file}: the browser did not encode webp`);
    const data = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
    const target = join(PUBLIC, picture.file);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, data);
    bytes += data.length;
  }
  console.log(`${all.length} images, ${Math.round(bytes / 1024)} KB in public/media`);
} finally {
  await browser.close();
}
