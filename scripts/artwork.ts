/**
 * Writes the storefront's brand artwork from simple-icons (a dev dependency: the browser never
 * downloads the package): the payment marks of the footer and the account pages (public/payment),
 * the App Store and Google Play badges in each badge language and the B Corp mark (public/badges),
 * and the social networks' glyphs the shell draws inline (core/kit/ui/social-icon-paths.ts).
 * Run `node --import tsx scripts/artwork.ts` after changing a brand or a badge text; the files are committed.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siAmericanexpress, siApple, siFacebook, siGoogleplay, siInstagram, siKlarna, siPaypal, siStrava, siTiktok, siVisa, siYoutube } from 'simple-icons';
import type { SocialNetwork } from '../core/store/types.ts';
import { APP_BADGE_TEXTS, B_CORP_TEXTS } from './artwork-texts.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const write = (path: string, content: string) => writeFileSync(resolve(ROOT, path), content.endsWith('\n') ? content : `${content}\n`);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

/** A simple-icons glyph (a 24-unit square) at a place and size. */
const glyph = (path: string, fill: string, x: number, y: number, size: number) =>
  `<path transform="translate(${x} ${y}) scale(${size / 24})" fill="${fill}" d="${path}"/>`;

/** A card-shaped mark (38×24, the proportions of a payment card). */
const card = (inner: string, background = '#fff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="38" height="24" viewBox="0 0 38 24"><rect x=".5" y=".5" width="37" height="23" rx="3" fill="${background}" stroke="#d0d0d0"/>${inner}</svg>`;

/** Two overlapping circles and their lens: the Mastercard and Maestro marks. */
const circles = (left: string, right: string, overlap: string) =>
  `<circle cx="15.5" cy="12" r="7" fill="${left}"/><circle cx="22.5" cy="12" r="7" fill="${right}"/>` +
  `<path fill="${overlap}" d="M19 5.94A7 7 0 0 1 19 18.06A7 7 0 0 1 19 5.94Z"/>`;

const PAYMENT: Record<string, string> = {
  visa: card(glyph(siVisa.path, `#${siVisa.hex}`, 5, -4, 28)),
  mastercard: card(circles('#EB001B', '#F79E1B', '#FF5F00')),
  maestro: card(circles('#0099DF', '#ED0006', '#6C6BBD')),
  amex: card(glyph(siAmericanexpress.path, `#${siAmericanexpress.hex}`, 8, 1, 22)),
  paypal: card(
    glyph(siPaypal.path, `#${siPaypal.hex}`, 3, 5.5, 13) +
      `<text x="16" y="14.6" font-family="${FONT}" font-size="6.4" font-weight="700" font-style="italic" fill="#002991">Pay<tspan fill="#0070E0">Pal</tspan></text>`,
  ),
  klarna: card(glyph(siKlarna.path, '#0b051d', 11, 4, 16), `#${siKlarna.hex}`),
  amazonpay: card(
    `<text x="19" y="12.5" text-anchor="middle" font-family="${FONT}" font-size="6" font-weight="700" fill="#232F3E">amazon <tspan font-weight="400">pay</tspan></text>` +
      '<path d="M8 15q6 3.2 12.5 0" fill="none" stroke="#FF9900" stroke-width="1.3" stroke-linecap="round"/><path d="M18.6 14.1l1.7.7-.6 1.6" fill="none" stroke="#FF9900" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
  cb: card(
    `<defs><linearGradient id="cb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1B4C9C"/><stop offset="1" stop-color="#00A38A"/></linearGradient></defs>` +
      `<rect x="5" y="4" width="28" height="16" rx="2" fill="url(#cb)"/><text x="19" y="16.2" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="700" fill="#fff">CB</text>`,
  ),
};

/** The store badges: black, rounded, the store's logo on the left, two lines of text (the store's own layout). */
function appBadge(logo: string, small: string, big: string, width: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80">` +
    `<rect x="1" y="1" width="${width - 2}" height="78" rx="12" fill="#000" stroke="#a6a6a6" stroke-width="2"/>${logo}` +
    `<text x="66" y="33" font-family="${FONT}" font-size="15" fill="#fff">${escapeXml(small)}</text>` +
    `<text x="65" y="62" font-family="${FONT}" font-size="29" font-weight="600" letter-spacing="-.3" fill="#fff">${escapeXml(big)}</text></svg>`
  );
}

const PLAY_GRADIENT =
  '<defs><linearGradient id="play" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00D7FE"/><stop offset=".35" stop-color="#00F076"/><stop offset=".7" stop-color="#FFCE00"/><stop offset="1" stop-color="#FF3A44"/></linearGradient></defs>';

function bCorp(top: string, bottom: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="200" viewBox="0 0 120 200">' +
    `<text x="60" y="30" text-anchor="middle" font-family="${FONT}" font-size="19" fill="#000">${escapeXml(top)}</text>` +
    '<circle cx="60" cy="95" r="42" fill="none" stroke="#000" stroke-width="7"/>' +
    `<text x="60" y="117" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="62" font-weight="700" fill="#000">B</text>` +
    '<rect x="18" y="148" width="84" height="5" fill="#000"/>' +
    `<text x="60" y="180" text-anchor="middle" font-family="${FONT}" font-size="${bottom.length > 10 ? 16 : 19}" fill="#000">${escapeXml(bottom)}</text></svg>`
  );
}

const SOCIAL: Record<SocialNetwork, { path: string; hex: string }> = {
  facebook: siFacebook,
  instagram: siInstagram,
  strava: siStrava,
  tiktok: siTiktok,
  youtube: siYoutube,
};

function socialModule(): string {
  const entries = Object.entries(SOCIAL).map(([network, icon]) => `  ${network}: { color: '#${icon.hex}', path: '${icon.path}' },`);
  return [
    '// Written by scripts/artwork.ts from simple-icons (CC0): only the networks stores link to.',
    "import type { SocialNetwork } from '../store/types.ts';",
    '',
    "/** Each network's glyph (a 24-unit square path) and brand colour. */",
    'export const SOCIAL_ICONS: Record<SocialNetwork, { color: string; path: string }> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

for (const [name, svg] of Object.entries(PAYMENT)) write(`public/payment/${name}.svg`, svg);
for (const [language, text] of Object.entries(APP_BADGE_TEXTS)) {
  write(`public/badges/app-store-${language}.svg`, appBadge(glyph(siApple.path, '#fff', 16, 17, 42), text.appStore[0], text.appStore[1], 240));
  write(
    `public/badges/google-play-${language}.svg`,
    appBadge(PLAY_GRADIENT + glyph(siGoogleplay.path, 'url(#play)', 16, 19, 40), text.googlePlay[0], text.googlePlay[1], 270),
  );
}
for (const [variant, [top, bottom]] of Object.entries(B_CORP_TEXTS)) write(`public/badges/b-corp-${variant}.svg`, bCorp(top, bottom));
write('core/kit/ui/social-icon-paths.ts', socialModule());
