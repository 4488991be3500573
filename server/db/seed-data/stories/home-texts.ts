import type { SeedLanguage } from '../text.ts';

/** The words of the home story in one language; `{hours}`, `{days}` and `{shop}` are the store's own facts. */
export interface HomeTexts {
  hero: { eyebrow: string; headline: string; text: string; link: string; alt: string };
  /** The draft editors are preparing: a new hero, the rest as published. */
  draftHero: { eyebrow: string; headline: string; text: string };
  banner: { text: string; link: string };
  carousel: string;
  richText: string;
}

export const HOME_TEXTS: Record<SeedLanguage, HomeTexts> = {
  en: {
    hero: {
      eyebrow: 'Members’ ski sales',
      headline: 'This season’s skis at members’ prices',
      text: 'Rossignol, Atomic, Dynastar and Salomon skis and boots at private-sale prices while stocks last, shipped within {hours} hours.',
      link: 'Shop the ski flash sale',
      alt: 'A skier on a snowy ridge above the valley at sunrise',
    },
    draftHero: {
      eyebrow: 'Members’ ski sales · last week',
      headline: 'Last call for winter: the members’ ski sale ends soon',
      text: 'Skis, boots and packs from Rossignol, Atomic, Dynastar and Salomon: the last pairs at members’ prices.',
    },
    banner: { text: 'Flash sale: new-season ski clothing at members’ prices, for a few days only', link: 'See the flash sale' },
    carousel: 'Members’ favourite skis and boots',
    richText:
      '<h2>How the private sales work</h2><p>{shop} is a members-only shop: join for free, sign in, and every sale shows its members’ prices.</p>' +
      '<ul><li>New sales open every morning and run for a few days, until the stock runs out.</li><li>Every order ships within {hours} hours.</li>' +
      '<li>You have {days} days after delivery to change your mind.</li></ul><p>Questions? <a href="/about-us">Read about us</a>.</p>',
  },
  fr: {
    hero: {
      eyebrow: 'Ventes privées ski',
      headline: 'Les skis de la saison aux prix membres',
      text: 'Skis et chaussures Rossignol, Atomic, Dynastar et Salomon à prix de vente privée dans la limite des stocks, expédiés sous {hours} heures.',
      link: 'Voir la vente flash ski',
      alt: 'Un skieur sur une crête enneigée au-dessus de la vallée au lever du soleil',
    },
    draftHero: {
      eyebrow: 'Ventes privées ski · dernière semaine',
      headline: 'Dernier appel de l’hiver : la vente ski des membres se termine bientôt',
      text: 'Skis, chaussures et packs Rossignol, Atomic, Dynastar et Salomon : les dernières paires aux prix membres.',
    },
    banner: { text: 'Vente flash : les vêtements de ski nouvelle saison aux prix membres, quelques jours seulement', link: 'Voir la vente flash' },
    carousel: 'Les skis et chaussures préférés des membres',
    richText:
      '<h2>Comment fonctionnent les ventes privées</h2><p>{shop} est une boutique réservée aux membres : inscrivez-vous gratuitement, connectez-vous, et chaque vente affiche ses prix membres.</p>' +
      '<ul><li>De nouvelles ventes ouvrent chaque matin et durent quelques jours, jusqu’à épuisement des stocks.</li><li>Chaque commande est expédiée sous {hours} heures.</li>' +
      '<li>Vous disposez de {days} jours après la livraison pour changer d’avis.</li></ul><p>Des questions ? <a href="/about-us">Découvrez qui nous sommes</a>.</p>',
  },
  de: {
    hero: {
      eyebrow: 'Ski-Sales für Mitglieder',
      headline: 'Die Ski dieser Saison zu Mitgliederpreisen',
      text: 'Ski und Skischuhe von Rossignol, Atomic, Dynastar und Salomon zu Private-Sale-Preisen, solange der Vorrat reicht, versandt innerhalb von {hours} Stunden.',
      link: 'Zum Ski Flash Sale',
      alt: 'Ein Skifahrer auf einem verschneiten Grat über dem Tal bei Sonnenaufgang',
    },
    draftHero: {
      eyebrow: 'Ski-Sales für Mitglieder · letzte Woche',
      headline: 'Letzte Chance im Winter: Der Ski-Sale für Mitglieder endet bald',
      text: 'Ski, Skischuhe und Sets von Rossignol, Atomic, Dynastar und Salomon: die letzten Paare zu Mitgliederpreisen.',
    },
    banner: { text: 'Flash Sale: Skibekleidung der neuen Saison zu Mitgliederpreisen, nur wenige Tage', link: 'Zum Flash Sale' },
    carousel: 'Die Lieblingsski und -skischuhe unserer Mitglieder',
    richText:
      '<h2>So funktionieren die Private Sales</h2><p>{shop} ist ein Shop nur für Mitglieder: Melden Sie sich kostenlos an, und jeder Sale zeigt Ihnen seine Mitgliederpreise.</p>' +
      '<ul><li>Jeden Morgen starten neue Sales, die einige Tage laufen, solange der Vorrat reicht.</li><li>Jede Bestellung wird innerhalb von {hours} Stunden versandt.</li>' +
      '<li>Nach der Lieferung haben Sie {days} Tage Zeit, es sich anders zu überlegen.</li></ul><p>Fragen? <a href="/about-us">Mehr über uns</a>.</p>',
  },
  da: {
    hero: {
      eyebrow: 'Skiudsalg for medlemmer',
      headline: 'Sæsonens ski til medlemspriser',
      text: 'Ski og skistøvler fra Rossignol, Atomic, Dynastar og Salomon til private sale-priser, så længe lager haves, afsendt inden for {hours} timer.',
      link: 'Se lynudsalget på ski',
      alt: 'En skiløber på en snedækket bjergkam over dalen ved solopgang',
    },
    draftHero: {
      eyebrow: 'Skiudsalg for medlemmer · sidste uge',
      headline: 'Sidste chance i vinter: medlemmernes skiudsalg slutter snart',
      text: 'Ski, støvler og pakker fra Rossignol, Atomic, Dynastar og Salomon: de sidste par til medlemspriser.',
    },
    banner: { text: 'Lynudsalg: skitøj til den nye sæson til medlemspriser, kun i få dage', link: 'Se lynudsalget' },
    carousel: 'Medlemmernes foretrukne ski og skistøvler',
    richText:
      '<h2>Sådan fungerer de private udsalg</h2><p>{shop} er en butik kun for medlemmer: meld dig gratis ind, log ind, og hvert udsalg viser sine medlemspriser.</p>' +
      '<ul><li>Nye udsalg åbner hver morgen og varer nogle dage, så længe lager haves.</li><li>Alle ordrer afsendes inden for {hours} timer.</li>' +
      '<li>Du har {days} dage efter levering til at fortryde.</li></ul><p>Spørgsmål? <a href="/about-us">Læs om os</a>.</p>',
  },
  es: {
    hero: {
      eyebrow: 'Ventas privadas de esquí',
      headline: 'Los esquís de la temporada a precios de socio',
      text: 'Esquís y botas Rossignol, Atomic, Dynastar y Salomon a precios de venta privada hasta agotar existencias, enviados en {hours} horas.',
      link: 'Ver la venta flash de esquís',
      alt: 'Un esquiador en una cresta nevada sobre el valle al amanecer',
    },
    draftHero: {
      eyebrow: 'Ventas privadas de esquí · última semana',
      headline: 'Última llamada del invierno: la venta de esquí para socios termina pronto',
      text: 'Esquís, botas y packs de Rossignol, Atomic, Dynastar y Salomon: los últimos pares a precios de socio.',
    },
    banner: { text: 'Venta flash: ropa de esquí de nueva temporada a precios de socio, solo unos días', link: 'Ver la venta flash' },
    carousel: 'Los esquís y botas favoritos de los socios',
    richText:
      '<h2>Cómo funcionan las ventas privadas</h2><p>{shop} es una tienda solo para socios: hazte socio gratis, inicia sesión y cada venta te mostrará sus precios de socio.</p>' +
      '<ul><li>Cada mañana abren nuevas ventas que duran unos días, hasta agotar existencias.</li><li>Todos los pedidos se envían en {hours} horas.</li>' +
      '<li>Tienes {days} días tras la entrega para cambiar de opinión.</li></ul><p>¿Preguntas? <a href="/about-us">Conócenos</a>.</p>',
  },
  sv: {
    hero: {
      eyebrow: 'Skidrea för medlemmar',
      headline: 'Säsongens skidor till medlemspriser',
      text: 'Skidor och pjäxor från Rossignol, Atomic, Dynastar och Salomon till privata reapriser så länge lagret räcker, skickas inom {hours} timmar.',
      link: 'Till blixtrean på skidor',
      alt: 'En skidåkare på en snötäckt bergskam ovanför dalen i soluppgången',
    },
    draftHero: {
      eyebrow: 'Skidrea för medlemmar · sista veckan',
      headline: 'Sista chansen i vinter: medlemmarnas skidrea slutar snart',
      text: 'Skidor, pjäxor och paket från Rossignol, Atomic, Dynastar och Salomon: de sista paren till medlemspriser.',
    },
    banner: { text: 'Blixtrea: skidkläder för nya säsongen till medlemspriser, bara några dagar', link: 'Se blixtrean' },
    carousel: 'Medlemmarnas favoritskidor och pjäxor',
    richText:
      '<h2>Så fungerar de privata reorna</h2><p>{shop} är en butik endast för medlemmar: bli medlem gratis, logga in, och varje rea visar sina medlemspriser.</p>' +
      '<ul><li>Nya reor öppnar varje morgon och pågår några dagar, så länge lagret räcker.</li><li>Alla beställningar skickas inom {hours} timmar.</li>' +
      '<li>Du har {days} dagar efter leveransen på dig att ångra dig.</li></ul><p>Frågor? <a href="/about-us">Läs om oss</a>.</p>',
  },
};
