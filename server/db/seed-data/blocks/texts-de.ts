import type { BlockFacts, BlockTextsSeed } from './facts.ts';

/** Teilen- und Seitentexte auf Deutsch. */
export function textsDe(f: BlockFacts): BlockTextsSeed {
  return {
    share: {
      points: {
        twitter: {
          title: '',
          content: `<p>{{account.referrerFirstName}} lädt dich zu {{store.shopShareName}} ein: private Sales für Ski-, Snowboard- und Bergausrüstung mit bis zu 70 % Rabatt. Die Mitgliedschaft ist kostenlos: {{account.shareUrl}}</p>`,
        },
        email: {
          title: '{{account.referrerFirstName}} lädt dich zu {{store.shopShareName}} ein',
          content: `<p>Hallo,</p>
<p>ich kaufe meine Ski- und Bergausrüstung bei {{store.shopName}}, einem Shop nur für Mitglieder mit privaten Sales der besten Marken und bis zu 70 % Rabatt. Die Mitgliedschaft ist kostenlos, und mit meinem Link bist du in einer Minute dabei:</p>
<p><a href="{{account.shareUrl}}">{{account.shareUrl}}</a></p>
<p>Wir sehen uns auf der Piste,<br>{{account.referrerName}}</p>`,
        },
        facebook: {
          title: '',
          content: `<p>Private Sales für Ski- und Bergausrüstung mit bis zu 70 % Rabatt: Komm zu mir auf {{store.shopShareName}}, die Mitgliedschaft ist kostenlos.</p>`,
        },
      },
      product: {
        twitter: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}} für {{product.specialPrice}} statt {{product.rrp}} ({{product.discount}} Rabatt) bei {{store.shopShareName}}: {{product.url}}</p>`,
        },
        email: {
          title: '{{product.brandName}} {{product.name}}: {{product.discount}} Rabatt',
          content: `<p>Hallo,</p>
<p>das habe ich bei {{store.shopName}} gefunden und an dich gedacht: {{product.brandName}} {{product.name}}, {{product.specialPrice}} statt {{product.rrp}}. Das sind {{product.saving}} weniger.</p>
<p><a href="{{product.url}}">{{product.url}}</a></p>
<p>Der Sale läuft nicht mehr lange.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}}: {{product.specialPrice}} statt {{product.rrp}} bei {{store.shopShareName}}.</p>`,
        },
      },
      confirmation: {
        twitter: {
          title: '',
          content: `<p>Ich habe gerade {{order.savingAmount}} ({{order.savingPercent}}) bei {{order.brandNames}} auf {{store.shopShareName}} gespart. Private Sales für Mitglieder, und die Anmeldung ist kostenlos.</p>`,
        },
        email: {
          title: 'Ich habe gerade {{order.savingPercent}} bei {{store.shopShareName}} gespart',
          content: `<p>Hallo,</p>
<p>ich habe gerade {{order.brandNames}} bei {{store.shopName}} bestellt und {{order.savingAmount}} ({{order.savingPercent}}) gespart. Die Sales sind nur für Mitglieder, und die Mitgliedschaft ist kostenlos.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{order.brandNames}} mit {{order.savingPercent}} Rabatt: Ich habe gerade {{order.savingAmount}} bei {{store.shopShareName}} gespart.</p>`,
        },
      },
    },
    pageTexts: {
      header: `<p>Kostenlose Lieferung ab ${f.freeDeliveryFrom} und ${f.moneyBackDays} Tage Rückgaberecht. <a href="/delivery-and-returns">Lieferung und Rücksendung</a></p>`,
      referral: `<p>Laden Sie Ihre Freunde zu {{store.shopShareName}} ein. Die Mitgliedschaft ist für sie kostenlos, und wenn ein eingeladener Freund zum ersten Mal bestellt, erhalten Sie <strong>{{store.referralPoints}} Prämienpunkte</strong>.</p>`,
    },
  };
}
