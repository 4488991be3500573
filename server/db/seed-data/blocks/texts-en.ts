import type { BlockFacts, BlockTextsSeed } from './facts.ts';

/** Share and page texts in English. */
export function textsEn(f: BlockFacts): BlockTextsSeed {
  return {
    share: {
      points: {
        twitter: {
          title: '',
          content: `<p>{{account.referrerFirstName}} invites you to {{store.shopShareName}}: private sales on ski, snowboard and mountain gear at up to 70% off. Membership is free: {{account.shareUrl}}</p>`,
        },
        email: {
          title: '{{account.referrerFirstName}} invites you to {{store.shopShareName}}',
          content: `<p>Hello,</p>
<p>I buy my ski and mountain gear at {{store.shopName}}, a members-only shop with private sales from the best brands at up to 70% off. Membership is free, and with my link you can join in a minute:</p>
<p><a href="{{account.shareUrl}}">{{account.shareUrl}}</a></p>
<p>See you on the slopes,<br>{{account.referrerName}}</p>`,
        },
        facebook: {
          title: '',
          content: `<p>Private sales on ski and mountain gear at up to 70% off: join me on {{store.shopShareName}}, membership is free.</p>`,
        },
      },
      product: {
        twitter: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}} for {{product.specialPrice}} instead of {{product.rrp}} ({{product.discount}} off) on {{store.shopShareName}}: {{product.url}}</p>`,
        },
        email: {
          title: '{{product.brandName}} {{product.name}}: {{product.discount}} off',
          content: `<p>Hello,</p>
<p>I found this on {{store.shopName}} and thought of you: {{product.brandName}} {{product.name}}, {{product.specialPrice}} instead of {{product.rrp}}. That is {{product.saving}} less.</p>
<p><a href="{{product.url}}">{{product.url}}</a></p>
<p>The sale will not last long.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}}: {{product.specialPrice}} instead of {{product.rrp}} on {{store.shopShareName}}.</p>`,
        },
      },
      confirmation: {
        twitter: {
          title: '',
          content: `<p>I just saved {{order.savingAmount}} ({{order.savingPercent}}) on {{order.brandNames}} at {{store.shopShareName}}. Private sales for members, and joining is free.</p>`,
        },
        email: {
          title: 'I just saved {{order.savingPercent}} at {{store.shopShareName}}',
          content: `<p>Hello,</p>
<p>I have just ordered {{order.brandNames}} on {{store.shopName}} and saved {{order.savingAmount}} ({{order.savingPercent}}). Its sales are for members only, and membership is free.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{order.brandNames}} at {{order.savingPercent}} off: I just saved {{order.savingAmount}} on {{store.shopShareName}}.</p>`,
        },
      },
    },
    pageTexts: {
      header: `<p>Free delivery from ${f.freeDeliveryFrom} and ${f.moneyBackDays} days to change your mind. <a href="/delivery-and-returns">Delivery &amp; returns</a></p>`,
      referral: `<p>Invite your friends to {{store.shopShareName}}. Membership is free for them, and when a friend you invited places a first order, you earn <strong>{{store.referralPoints}} reward points</strong>.</p>`,
    },
  };
}
