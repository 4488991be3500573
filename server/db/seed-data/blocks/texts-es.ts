import type { BlockFacts, BlockTextsSeed } from './facts.ts';

/** Textos para compartir y de página en español. */
export function textsEs(f: BlockFacts): BlockTextsSeed {
  return {
    share: {
      points: {
        twitter: {
          title: '',
          content: `<p>{{account.referrerFirstName}} te invita a {{store.shopShareName}}: ventas privadas de esquí, snowboard y montaña con hasta un 70 % de descuento. Hacerse socio es gratis: {{account.shareUrl}}</p>`,
        },
        email: {
          title: '{{account.referrerFirstName}} te invita a {{store.shopShareName}}',
          content: `<p>Hola:</p>
<p>Compro mi material de esquí y montaña en {{store.shopName}}, una tienda solo para socios con ventas privadas de las mejores marcas y hasta un 70 % de descuento. Hacerse socio es gratis, y con mi enlace te apuntas en un minuto:</p>
<p><a href="{{account.shareUrl}}">{{account.shareUrl}}</a></p>
<p>Nos vemos en las pistas,<br>{{account.referrerName}}</p>`,
        },
        facebook: {
          title: '',
          content: `<p>Ventas privadas de esquí y montaña con hasta un 70 % de descuento: únete a mí en {{store.shopShareName}}, hacerse socio es gratis.</p>`,
        },
      },
      product: {
        twitter: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}} por {{product.specialPrice}} en vez de {{product.rrp}} ({{product.discount}} de descuento) en {{store.shopShareName}}: {{product.url}}</p>`,
        },
        email: {
          title: '{{product.brandName}} {{product.name}}: {{product.discount}} de descuento',
          content: `<p>Hola:</p>
<p>He encontrado esto en {{store.shopName}} y me he acordado de ti: {{product.brandName}} {{product.name}}, {{product.specialPrice}} en vez de {{product.rrp}}. Son {{product.saving}} menos.</p>
<p><a href="{{product.url}}">{{product.url}}</a></p>
<p>La venta no durará mucho.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{product.brandName}} {{product.name}}: {{product.specialPrice}} en vez de {{product.rrp}} en {{store.shopShareName}}.</p>`,
        },
      },
      confirmation: {
        twitter: {
          title: '',
          content: `<p>Acabo de ahorrar {{order.savingAmount}} ({{order.savingPercent}}) en {{order.brandNames}} con {{store.shopShareName}}. Ventas privadas para socios, y hacerse socio es gratis.</p>`,
        },
        email: {
          title: 'Acabo de ahorrar un {{order.savingPercent}} en {{store.shopShareName}}',
          content: `<p>Hola:</p>
<p>Acabo de pedir {{order.brandNames}} en {{store.shopName}} y he ahorrado {{order.savingAmount}} ({{order.savingPercent}}). Sus ventas son solo para socios, y hacerse socio es gratis.</p>`,
        },
        facebook: {
          title: '',
          content: `<p>{{order.brandNames}} con un {{order.savingPercent}} de descuento: acabo de ahorrar {{order.savingAmount}} en {{store.shopShareName}}.</p>`,
        },
      },
    },
    pageTexts: {
      header: `<p>Envío gratis a partir de ${f.freeDeliveryFrom} y ${f.moneyBackDays} días para cambiar de opinión. <a href="/delivery-and-returns">Envíos y devoluciones</a></p>`,
      referral: `<p>Invita a tus amigos a {{store.shopShareName}}. Para ellos hacerse socio es gratis, y cuando un amigo al que invitaste hace su primer pedido, ganas <strong>{{store.referralPoints}} puntos</strong>.</p>`,
    },
  };
}
