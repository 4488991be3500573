import type { BlockFacts, BlockTextsSeed } from './facts.ts';

/** Dele- og sidetekster på dansk. */
export function textsDa(f: BlockFacts): BlockTextsSeed {
  return {
    share: {
      points: {
        twitter: {
          title: '',
          content: `<p>{{account.referrerFirstName}} inviterer dig til {{store.shopShareName}}: private udsalg på ski-, snowboard- og bjergudstyr med op til 70 % rabat. Medlemskab er gratis: {{account.shareUrl}}</p>`,
        },
        email: {
          title: '{{account.referrerFirstName}} inviterer dig til {{store.shopShareName}}',
          content: `<p>Hej,</p>
<p>Jeg køber mit ski- og bjergudstyr hos {{store.shopName}}, en butik kun for medlemmer med private udsalg fra de bedste mærker og op til 70 % rabat. Medlemskab er gratis, og med mit link er du med på et minut:</p>
<p><a href="{{account.shareUrl}}">{{account.shareUrl}}</a></p>
<p>Vi ses på pisten,<br>{{account.referrerName}}</p>`,
        },
        facebook: {
          title: '',
          content: `<p>Private udsalg på ski- og bjergudstyr med op til 70 % rabat: Kom med på {{store.shopShareName}}, medlemskab er gratis.</p>`,
        },
      },
      product: {
        twitter: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}} til {{product.specialPrice}} i stedet for {{product.rrp}} ({{product.discount}} rabat) hos {{store.shopShareName}}: {{product.url}}</p>`,
        },
        email: {
          title: '{{product.brandName}} {{product.name}}: {{product.discount}} rabat',
          content: `<p>Hej,</p>
<p>Jeg fandt den her hos {{store.shopName}} og tænkte på dig: {{product.brandName}} {{product.name}}, {{product.specialPrice}} i stedet for {{product.rrp}}. Det er {{product.saving}} mindre.</p>
<p><a href="{{product.url}}">{{product.url}}</a></p>
<p>Udsalget varer ikke længe.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}}: {{product.specialPrice}} i stedet for {{product.rrp}} hos {{store.shopShareName}}.</p>`,
        },
      },
      confirmation: {
        twitter: {
          title: '',
          content: `<p>Jeg har lige sparet {{order.savingAmount}} ({{order.savingPercent}}) på {{order.brandNames}} hos {{store.shopShareName}}. Private udsalg for medlemmer, og det er gratis at blive medlem.</p>`,
        },
        email: {
          title: 'Jeg har lige sparet {{order.savingPercent}} hos {{store.shopShareName}}',
          content: `<p>Hej,</p>
<p>Jeg har lige bestilt {{order.brandNames}} hos {{store.shopName}} og sparet {{order.savingAmount}} ({{order.savingPercent}}). Udsalgene er kun for medlemmer, og medlemskab er gratis.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{order.brandNames}} med {{order.savingPercent}} rabat: Jeg har lige sparet {{order.savingAmount}} hos {{store.shopShareName}}.</p>`,
        },
      },
    },
    pageTexts: {
      header: `<p>Gratis levering fra ${f.freeDeliveryFrom} og ${f.moneyBackDays} dages fortrydelsesret. <a href="/delivery-and-returns">Levering og returnering</a></p>`,
      referral: `<p>Inviter dine venner til {{store.shopShareName}}. Medlemskab er gratis for dem, og når en ven, du har inviteret, afgiver sin første ordre, får du <strong>{{store.referralPoints}} bonuspoint</strong>.</p>`,
    },
  };
}
