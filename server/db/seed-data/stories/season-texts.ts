import type { SeedLanguage } from '../text.ts';

/** The new-season story (/new* on preview hosts), the ski flash sale's landing story and the sitewide banners, in one language. */
export interface SeasonTexts {
  newSeason: { eyebrow: string; headline: string; draftHeadline: string; text: string; link: string; alt: string; carousel: string };
  /** The banner on the ski flash sale's listing. */
  flashSaleExtra: string;
  /** The sitewide strip (RTB banner): desktop and tablet say it all, phones a short form. */
  strip: { long: string; short: string; link: string; shortLink: string };
  /** The sitewide event banner: the ski boots price drop. */
  topBanner: { headline: string; draftHeadline: string; text: string; link: string; alt: string };
}

export const SEASON_TEXTS: Record<SeedLanguage, SeasonTexts> = {
  en: {
    newSeason: {
      eyebrow: 'New season',
      headline: 'First looks at next winter’s gear',
      draftHeadline: 'Coming soon: next winter’s jackets and goggles',
      text: 'Jackets, base layers and goggles for the coming season, shown to members before the sales open.',
      link: 'See the new-season clothing',
      alt: 'Fresh snow on a mountain range under a clear sky',
      carousel: 'Just in for the new season',
    },
    flashSaleExtra: 'Members’ extra: 10% off your whole basket with the code SKI10.',
    strip: {
      long: 'Members’ extra: 10% off your whole basket with the code SKI10, shipped within {hours} hours',
      short: '10% off with the code SKI10',
      link: 'Shop the ski flash sale',
      shortLink: 'Shop skis',
    },
    topBanner: {
      headline: 'Ski boots price drop',
      draftHeadline: 'Ski boots price drop: the last sizes',
      text: 'Salomon and Atomic ski boots at members’ prices.',
      link: 'See the boots',
      alt: 'Ski tracks down a snowy slope',
    },
  },
  fr: {
    newSeason: {
      eyebrow: 'Nouvelle saison',
      headline: 'Premiers regards sur l’équipement de l’hiver prochain',
      draftHeadline: 'Bientôt : les vestes et masques de l’hiver prochain',
      text: 'Vestes, sous-vêtements techniques et masques de la saison à venir, montrés aux membres avant l’ouverture des ventes.',
      link: 'Voir les vêtements nouvelle saison',
      alt: 'De la neige fraîche sur une chaîne de montagnes sous un ciel dégagé',
      carousel: 'Tout juste arrivés pour la nouvelle saison',
    },
    flashSaleExtra: 'Le plus des membres : 10 % de réduction sur tout le panier avec le code SKI10.',
    strip: {
      long: 'Le plus des membres : 10 % de réduction sur tout le panier avec le code SKI10, expédié sous {hours} heures',
      short: '10 % de réduction avec le code SKI10',
      link: 'Voir la vente flash ski',
      shortLink: 'Voir les skis',
    },
    topBanner: {
      headline: 'Baisse de prix chaussures de ski',
      draftHeadline: 'Baisse de prix chaussures de ski : les dernières pointures',
      text: 'Les chaussures de ski Salomon et Atomic aux prix membres.',
      link: 'Voir les chaussures',
      alt: 'Des traces de ski sur une pente enneigée',
    },
  },
  de: {
    newSeason: {
      eyebrow: 'Neue Saison',
      headline: 'Erste Blicke auf die Ausrüstung für den nächsten Winter',
      draftHeadline: 'Bald da: Jacken und Skibrillen für den nächsten Winter',
      text: 'Jacken, Funktionswäsche und Skibrillen der kommenden Saison, für Mitglieder schon vor dem Start der Sales.',
      link: 'Zur Bekleidung der neuen Saison',
      alt: 'Frischer Schnee auf einer Bergkette unter klarem Himmel',
      carousel: 'Neu eingetroffen für die neue Saison',
    },
    flashSaleExtra: 'Extra für Mitglieder: 10 % Rabatt auf den ganzen Warenkorb mit dem Code SKI10.',
    strip: {
      long: 'Extra für Mitglieder: 10 % Rabatt auf den ganzen Warenkorb mit dem Code SKI10, Versand innerhalb von {hours} Stunden',
      short: '10 % Rabatt mit dem Code SKI10',
      link: 'Zum Ski Flash Sale',
      shortLink: 'Zu den Ski',
    },
    topBanner: {
      headline: 'Preissturz Skischuhe',
      draftHeadline: 'Preissturz Skischuhe: die letzten Größen',
      text: 'Skischuhe von Salomon und Atomic zu Mitgliederpreisen.',
      link: 'Zu den Skischuhen',
      alt: 'Skispuren auf einem verschneiten Hang',
    },
  },
  da: {
    newSeason: {
      eyebrow: 'Ny sæson',
      headline: 'Første kig på udstyret til næste vinter',
      draftHeadline: 'Snart her: næste vinters jakker og skibriller',
      text: 'Jakker, skiundertøj og skibriller til den kommende sæson, vist for medlemmer før udsalgene åbner.',
      link: 'Se tøjet til den nye sæson',
      alt: 'Nyfalden sne på en bjergkæde under en klar himmel',
      carousel: 'Lige kommet til den nye sæson',
    },
    flashSaleExtra: 'Ekstra for medlemmer: 10 % rabat på hele kurven med koden SKI10.',
    strip: {
      long: 'Ekstra for medlemmer: 10 % rabat på hele kurven med koden SKI10, afsendt inden for {hours} timer',
      short: '10 % rabat med koden SKI10',
      link: 'Se lynudsalget på ski',
      shortLink: 'Se ski',
    },
    topBanner: {
      headline: 'Prisfald på skistøvler',
      draftHeadline: 'Prisfald på skistøvler: de sidste størrelser',
      text: 'Skistøvler fra Salomon og Atomic til medlemspriser.',
      link: 'Se støvlerne',
      alt: 'Skispor ned ad en snedækket skråning',
    },
  },
  es: {
    newSeason: {
      eyebrow: 'Nueva temporada',
      headline: 'Un primer vistazo al equipo del próximo invierno',
      draftHeadline: 'Muy pronto: las chaquetas y máscaras del próximo invierno',
      text: 'Chaquetas, capas base y máscaras de la próxima temporada, para los socios antes de que abran las ventas.',
      link: 'Ver la ropa de nueva temporada',
      alt: 'Nieve recién caída en una cordillera bajo un cielo despejado',
      carousel: 'Recién llegados para la nueva temporada',
    },
    flashSaleExtra: 'Un extra para socios: 10 % de descuento en toda la cesta con el código SKI10.',
    strip: {
      long: 'Un extra para socios: 10 % de descuento en toda la cesta con el código SKI10, enviado en {hours} horas',
      short: '10 % de descuento con el código SKI10',
      link: 'Ver la venta flash de esquís',
      shortLink: 'Ver esquís',
    },
    topBanner: {
      headline: 'Bajada de precios en botas de esquí',
      draftHeadline: 'Bajada de precios en botas de esquí: las últimas tallas',
      text: 'Botas de esquí Salomon y Atomic a precios de socio.',
      link: 'Ver las botas',
      alt: 'Huellas de esquí en una pendiente nevada',
    },
  },
  sv: {
    newSeason: {
      eyebrow: 'Ny säsong',
      headline: 'En första titt på nästa vinters utrustning',
      draftHeadline: 'Snart här: nästa vinters jackor och goggles',
      text: 'Jackor, underställ och goggles för den kommande säsongen, för medlemmar innan reorna öppnar.',
      link: 'Se kläderna för nya säsongen',
      alt: 'Nyfallen snö på en bergskedja under klar himmel',
      carousel: 'Nyinkommet för nya säsongen',
    },
    flashSaleExtra: 'Extra för medlemmar: 10 % rabatt på hela varukorgen med koden SKI10.',
    strip: {
      long: 'Extra för medlemmar: 10 % rabatt på hela varukorgen med koden SKI10, skickas inom {hours} timmar',
      short: '10 % rabatt med koden SKI10',
      link: 'Till blixtrean på skidor',
      shortLink: 'Se skidor',
    },
    topBanner: {
      headline: 'Prisras på pjäxor',
      draftHeadline: 'Prisras på pjäxor: de sista storlekarna',
      text: 'Pjäxor från Salomon och Atomic till medlemspriser.',
      link: 'Se pjäxorna',
      alt: 'Skidspår nerför en snöig backe',
    },
  },
};
