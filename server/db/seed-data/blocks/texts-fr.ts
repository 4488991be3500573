import type { BlockFacts, BlockTextsSeed } from './facts.ts';

/** Textes de partage et de page en français. */
export function textsFr(f: BlockFacts): BlockTextsSeed {
  return {
    share: {
      points: {
        twitter: {
          title: '',
          content: `<p>{{account.referrerFirstName}} vous invite sur {{store.shopShareName}} : des ventes privées de ski, de snowboard et de montagne jusqu'à -70 %. L'adhésion est gratuite : {{account.shareUrl}}</p>`,
        },
        email: {
          title: '{{account.referrerFirstName}} vous invite sur {{store.shopShareName}}',
          content: `<p>Bonjour,</p>
<p>J'achète mon matériel de ski et de montagne sur {{store.shopName}}, une boutique réservée aux membres, avec des ventes privées des meilleures marques jusqu'à -70 %. L'adhésion est gratuite, et avec mon lien vous vous inscrivez en une minute :</p>
<p><a href="{{account.shareUrl}}">{{account.shareUrl}}</a></p>
<p>À bientôt sur les pistes,<br>{{account.referrerName}}</p>`,
        },
        facebook: {
          title: '',
          content: `<p>Des ventes privées de ski et de montagne jusqu'à -70 % : rejoignez-moi sur {{store.shopShareName}}, l'adhésion est gratuite.</p>`,
        },
      },
      product: {
        twitter: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}} à {{product.specialPrice}} au lieu de {{product.rrp}} (-{{product.discount}}) sur {{store.shopShareName}} : {{product.url}}</p>`,
        },
        email: {
          title: '{{product.brandName}} {{product.name}} : -{{product.discount}}',
          content: `<p>Bonjour,</p>
<p>J'ai trouvé ceci sur {{store.shopName}} et j'ai pensé à vous : {{product.brandName}} {{product.name}}, {{product.specialPrice}} au lieu de {{product.rrp}}, soit {{product.saving}} de moins.</p>
<p><a href="{{product.url}}">{{product.url}}</a></p>
<p>La vente ne durera pas longtemps.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}} : {{product.specialPrice}} au lieu de {{product.rrp}} sur {{store.shopShareName}}.</p>`,
        },
      },
      confirmation: {
        twitter: {
          title: '',
          content: `<p>Je viens d'économiser {{order.savingAmount}} ({{order.savingPercent}}) sur {{order.brandNames}} avec {{store.shopShareName}}. Des ventes privées pour les membres, et l'adhésion est gratuite.</p>`,
        },
        email: {
          title: "Je viens d'économiser {{order.savingPercent}} sur {{store.shopShareName}}",
          content: `<p>Bonjour,</p>
<p>Je viens de commander {{order.brandNames}} sur {{store.shopName}} et j'ai économisé {{order.savingAmount}} ({{order.savingPercent}}). Ses ventes sont réservées aux membres, et l'adhésion est gratuite.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{order.brandNames}} à -{{order.savingPercent}} : je viens d'économiser {{order.savingAmount}} sur {{store.shopShareName}}.</p>`,
        },
      },
    },
    pageTexts: {
      header: `<p>Livraison offerte dès ${f.freeDeliveryFrom} et ${f.moneyBackDays} jours pour changer d'avis. <a href="/delivery-and-returns">Livraison et retours</a></p>`,
      referral: `<p>Invitez vos amis sur {{store.shopShareName}}. L'adhésion est gratuite pour eux, et quand un ami que vous avez invité passe sa première commande, vous gagnez <strong>{{store.referralPoints}} points de fidélité</strong>.</p>`,
    },
  };
}
