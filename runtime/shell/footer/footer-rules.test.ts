import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../../contracts/navigation.ts';
import { join, resolve } from 'node:path';
import { loadStores } from '../../../core/store/files.node.ts';
import { badgeImages, displayPhone, paymentBadges, visibleFooterChildren } from './footer-rules.ts';

const root = resolve(import.meta.dirname, '../../..');

const node = (id: number, url: string): NavNode => ({ id, label: `n${id}`, url, level: 2, children: [] });
const children = [node(1, '/about-us'), node(2, 'https://blog.example.com/archived/blog/2019'), node(3, 'advice'), node(4, '/advice/skis')];

describe('footer rules', () => {
  it('hides archived blog and exact advice children for non-English stores only', () => {
    expect(visibleFooterChildren(children, 'en').map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(visibleFooterChildren(children, 'fr').map((c) => c.id)).toEqual([1, 4]);
  });

  it('shows the store phone as the store loader formatted it, for people and for tel: links', () => {
    const [france] = loadStores(root, { files: [join(root, 'stores/fr.json')] }).stores.map((store) => displayPhone(store));
    expect(france).toEqual({ display: '+33 1 84 88 02 10', href: 'tel:+33184880210', label: 'France' });
    expect(displayPhone({ customerService: { phones: [{ number: '+33184880210', label: 'France' }], hours: '' } })).toEqual({
      display: '+33184880210',
      href: 'tel:+33184880210',
      label: 'France',
    });
    expect(displayPhone({ customerService: { phones: [], hours: '' } })).toBeNull();
  });

  it('adds American Express except where a store switches it off', () => {
    expect(paymentBadges({ icons: ['visa', 'paypal'], americanExpress: true })).toEqual(['visa', 'paypal', 'amex']);
    expect(paymentBadges({ icons: ['visa', 'paypal'], americanExpress: false })).toEqual(['visa', 'paypal']);
  });

  it('picks badge and B-corp images by language', () => {
    expect(badgeImages({ language: 'sv', bCorp: 'default', appDownload: true })).toEqual({
      appStore: '/badges/app-store-sv.svg',
      googlePlay: '/badges/google-play-sv.svg',
      bCorp: '/badges/b-corp-default.svg',
    });
  });
});
