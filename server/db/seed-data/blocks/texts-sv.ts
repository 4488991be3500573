import type { BlockFacts, BlockTextsSeed } from './facts.ts';

/** Delnings- och sidtexter på svenska. */
export function textsSv(f: BlockFacts): BlockTextsSeed {
  return {
    share: {
      points: {
        twitter: {
          title: '',
          content: `<p>{{account.referrerFirstName}} bjuder in dig till {{store.shopShareName}}: privata kampanjer på skid-, snowboard- och fjällutrustning med upp till 70 % rabatt. Medlemskapet är gratis: {{account.shareUrl}}</p>`,
        },
        email: {
          title: '{{account.referrerFirstName}} bjuder in dig till {{store.shopShareName}}',
          content: `<p>Hej!</p>
<p>Jag köper min skid- och fjällutrustning på {{store.shopName}}, en butik bara för medlemmar med privata kampanjer från de bästa märkena och upp till 70 % rabatt. Medlemskapet är gratis, och med min länk är du med på en minut:</p>
<p><a href="{{account.shareUrl}}">{{account.shareUrl}}</a></p>
<p>Vi ses i backen,<br>{{account.referrerName}}</p>`,
        },
        facebook: {
          title: '',
          content: `<p>Privata kampanjer på skid- och fjällutrustning med upp till 70 % rabatt: häng med på {{store.shopShareName}}, medlemskapet är gratis.</p>`,
        },
      },
      product: {
        twitter: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}} för {{product.specialPrice}} i stället för {{product.rrp}} ({{product.discount}} rabatt) på {{store.shopShareName}}: {{product.url}}</p>`,
        },
        email: {
          title: '{{product.brandName}} {{product.name}}: {{product.discount}} rabatt',
          content: `<p>Hej!</p>
<p>Jag hittade den här på {{store.shopName}} och tänkte på dig: {{product.brandName}} {{product.name}}, {{product.specialPrice}} i stället för {{product.rrp}}. Det är {{product.saving}} mindre.</p>
<p><a href="{{product.url}}">{{product.url}}</a></p>
<p>Kampanjen pågår inte länge.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}}: {{product.specialPrice}} i stället för {{product.rrp}} på {{store.shopShareName}}.</p>`,
        },
      },
      confirmation: {
        twitter: {
          title: '',
          content: `<p>Jag har precis sparat {{order.savingAmount}} ({{order.savingPercent}}) på {{order.brandNames}} hos {{store.shopShareName}}. Privata kampanjer för medlemmar, och det är gratis att gå med.</p>`,
        },
        email: {
          title: 'Jag har precis sparat {{order.savingPercent}} hos {{store.shopShareName}}',
          content: `<p>Hej!</p>
<p>Jag har precis beställt {{order.brandNames}} på {{store.shopName}} och sparat {{order.savingAmount}} ({{order.savingPercent}}). Kampanjerna är bara för medlemmar, och medlemskapet är gratis.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{order.brandNames}} med {{order.savingPercent}} rabatt: jag har precis sparat {{order.savingAmount}} hos {{store.shopShareName}}.</p>`,
        },
      },
    },
    pageTexts: {
      header: `<p>Fri frakt från ${f.freeDeliveryFrom} och ${f.moneyBackDays} dagars ångerrätt. <a href="/delivery-and-returns">Leverans och returer</a></p>`,
      referral: `<p>Bjud in dina vänner till {{store.shopShareName}}. Medlemskapet är gratis för dem, och när en vän du har bjudit in gör sin första beställning får du <strong>{{store.referralPoints}} bonuspoäng</strong>.</p>`,
    },
  };
}
