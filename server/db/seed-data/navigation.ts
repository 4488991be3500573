import { BRANDS } from './brands.ts';
import { CATEGORIES, CATEGORY, categoryPath } from './categories.ts';
import { EVENTS } from './events.ts';
import { text, type SeedLanguage, type Text } from './text.ts';

/** A menu entry before it gets a database id; children nest. */
export interface SeedNavItem {
  label: string;
  url: string;
  categoryId?: number;
  children?: SeedNavItem[];
}

function categoryItem(id: number, lang: SeedLanguage, children?: SeedNavItem[]): SeedNavItem {
  const category = CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`seed: no category ${id}`);
  return { label: category.name[lang], url: categoryPath(id, lang), categoryId: id, ...(children ? { children } : {}) };
}

const group = (label: Text, lang: SeedLanguage, url: string, children: SeedNavItem[]): SeedNavItem => ({ label: label[lang], url, children });

/** Header: top level, groups, then links (three levels, every group with children). */
export function headerFor(lang: SeedLanguage): SeedNavItem[] {
  const c = (id: number) => categoryItem(id, lang);
  const live = EVENTS.filter((e) => e.startDays <= 0);
  return [
    categoryItem(CATEGORY.ski, lang, [
      group(text('Equipment', 'Équipement', 'Ausrüstung', 'Udstyr', 'Equipamiento', 'Utrustning'), lang, categoryPath(CATEGORY.ski, lang), [
        c(CATEGORY.skis),
        c(CATEGORY.skiBoots),
        c(CATEGORY.bindings),
        c(CATEGORY.skiPoles),
        c(CATEGORY.skiHelmets),
      ]),
      group(
        text('Packs & passes', 'Packs et forfaits', 'Sets & Skipässe', 'Pakker & liftkort', 'Packs y forfaits', 'Paket & liftkort'),
        lang,
        categoryPath(CATEGORY.skiPacks, lang),
        [c(CATEGORY.skiPacks), c(CATEGORY.skiPasses)],
      ),
    ]),
    categoryItem(CATEGORY.snowboards, lang, [
      group(text('Snowboarding', 'Snowboard', 'Snowboarden', 'Snowboard', 'Snowboard', 'Snowboard'), lang, categoryPath(CATEGORY.snowboards, lang), [
        {
          ...c(CATEGORY.snowboards),
          label: text('All snowboards', 'Tous les snowboards', 'Alle Snowboards', 'Alle snowboards', 'Todas las tablas de snowboard', 'Alla snowboards')[lang],
        },
        { label: 'Burton', url: '/brand/burton' },
      ]),
    ]),
    categoryItem(CATEGORY.clothing, lang, [
      group(text('Ski clothing', 'Vêtements de ski', 'Skibekleidung', 'Skitøj', 'Ropa de esquí', 'Skidkläder'), lang, categoryPath(CATEGORY.clothing, lang), [
        c(CATEGORY.skiJackets),
        c(CATEGORY.baseLayers),
      ]),
      group(text('Accessories', 'Accessoires', 'Zubehör', 'Tilbehør', 'Accesorios', 'Tillbehör'), lang, categoryPath(CATEGORY.accessories, lang), [
        c(CATEGORY.goggles),
      ]),
    ]),
    group(text('Brands', 'Marques', 'Marken', 'Mærker', 'Marcas', 'Varumärken'), lang, '/brands', [
      group(
        text('Top brands', 'Marques phares', 'Top-Marken', 'Topmærker', 'Marcas destacadas', 'Populära varumärken'),
        lang,
        '/brands',
        BRANDS.map((b) => ({ label: b.name, url: `/brand/${b.urlKey}` })),
      ),
    ]),
    group(text('Flash sales', 'Ventes flash', 'Flash Sales', 'Lynudsalg', 'Ventas flash', 'Blixtreor'), lang, '/sales', [
      group(
        text('On now', 'En ce moment', 'Jetzt', 'Lige nu', 'Ahora mismo', 'Just nu'),
        lang,
        '/sales',
        live.map((e) => ({ label: e.name[lang], url: `/event/${e.slug}` })),
      ),
    ]),
  ];
}

const link = (label: Text, lang: SeedLanguage, url: string): SeedNavItem => ({ label: label[lang], url });

/**
 * Footer: exactly four columns of 3-6 links. The blog (archived/blog) and 'advice' links are
 * there on purpose: the storefront hides them for non-English stores (spec 02 section 5).
 */
export function footerFor(lang: SeedLanguage): SeedNavItem[] {
  return [
    group(text('Summit', 'Summit', 'Summit', 'Summit', 'Summit', 'Summit'), lang, '/about-us', [
      link(text('Our brands', 'Nos marques', 'Unsere Marken', 'Vores mærker', 'Nuestras marcas', 'Våra varumärken'), lang, '/brands'),
      link(text('About us', 'Qui sommes-nous', 'Über uns', 'Om os', 'Quiénes somos', 'Om oss'), lang, '/about-us'),
      link(text('B Corp', 'B Corp', 'B Corp', 'B Corp', 'B Corp', 'B Corp'), lang, '/b-corp'),
      link(text('Blog', 'Blog', 'Blog', 'Blog', 'Blog', 'Blogg'), lang, '/archived/blog'),
      link(text('Advice', 'Conseils', 'Ratgeber', 'Gode råd', 'Consejos', 'Råd & tips'), lang, 'advice'),
    ]),
    group(text('Help', 'Aide', 'Hilfe', 'Hjælp', 'Ayuda', 'Hjälp'), lang, '/help', [
      link(text('Help & Contact', 'Aide & contact', 'Hilfe & Kontakt', 'Hjælp & kontakt', 'Ayuda y contacto', 'Hjälp & kontakt'), lang, '/help'),
      link(text('FAQ', 'FAQ', 'FAQ', 'Ofte stillede spørgsmål', 'Preguntas frecuentes', 'Vanliga frågor'), lang, '/frequently-asked-questions'),
      link(text('Contact us', 'Nous contacter', 'Kontakt', 'Kontakt os', 'Contacto', 'Kontakta oss'), lang, '/contact-us'),
      link(
        text('Delivery & returns', 'Livraison et retours', 'Versand & Rückgabe', 'Levering & returnering', 'Envíos y devoluciones', 'Leverans & retur'),
        lang,
        '/delivery-and-returns',
      ),
    ]),
    group(text('My account', 'Mon compte', 'Mein Konto', 'Min konto', 'Mi cuenta', 'Mitt konto'), lang, '/customer/account', [
      link(text('My account', 'Mon compte', 'Mein Konto', 'Min konto', 'Mi cuenta', 'Mitt konto'), lang, '/customer/account'),
      link(text('Orders', 'Commandes', 'Bestellungen', 'Ordrer', 'Pedidos', 'Beställningar'), lang, '/sales/order/history/'),
      link(
        text(
          'Credits & Invitations',
          'Crédits et parrainage',
          'Guthaben & Einladungen',
          'Tilgodehavende & invitationer',
          'Saldo e invitaciones',
          'Tillgodohavande & inbjudningar',
        ),
        lang,
        '/rewardpoints/index/referral/',
      ),
      link(text('Newsletter', 'Newsletter', 'Newsletter', 'Nyhedsbrev', 'Boletín de noticias', 'Nyhetsbrev'), lang, '/newsletter/manage/'),
    ]),
    group(
      text('Legal', 'Mentions légales', 'Rechtliches', 'Juridisk information', 'Información legal', 'Juridisk information'),
      lang,
      '/terms-and-conditions',
      [
        link(
          text('Terms and conditions', 'Conditions générales de vente', 'AGB', 'Handelsbetingelser', 'Condiciones generales', 'Köpvillkor'),
          lang,
          '/terms-and-conditions',
        ),
        link(
          text('Privacy policy', 'Politique de confidentialité', 'Datenschutz', 'Privatlivspolitik', 'Política de privacidad', 'Integritetspolicy'),
          lang,
          '/privacy-policy',
        ),
        link(text('Cookie policy', 'Politique cookies', 'Cookie-Richtlinie', 'Cookiepolitik', 'Política de cookies', 'Cookiepolicy'), lang, '/cookie-policy'),
      ],
    ),
  ];
}
