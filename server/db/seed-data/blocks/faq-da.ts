import { listIn, type BlockFacts, type FaqSeed } from './facts.ts';

/** FAQ på dansk. */
export function faqDa(f: BlockFacts): FaqSeed {
  return {
    topics: [
      { key: 'ordering', title: 'Bestilling', intro: 'Afgive, ændre og annullere en ordre.' },
      { key: 'delivery', title: 'Levering', intro: 'Pris, leveringstid og sporing.' },
      { key: 'returns', title: 'Returnering og refusion', intro: 'Send en vare retur og få pengene tilbage.' },
      { key: 'payment', title: 'Betaling', intro: 'Sådan kan du betale.' },
      { key: 'membership', title: 'Medlemskab', intro: 'Hvorfor vores udsalg er for medlemmer.' },
      { key: 'flash-sales', title: 'Flash-udsalg', intro: 'Vores korteste og skarpeste udsalg.' },
      { key: 'reward-points', title: 'Bonuspoint og henvisning', intro: 'Optjen og brug point.' },
      { key: 'account', title: 'Min konto', intro: 'Adgangskode, nyhedsbreve og dine data.' },
    ],
    entries: [
      {
        topic: 'ordering',
        key: 'how-to-order',
        question: 'Hvordan afgiver jeg en ordre?',
        answer: `<p>Log ind, åbn et udsalg, vælg din størrelse, og læg varen i kurven. Kurven viser den forventede leveringsdato for hver vare. Når du er klar, trykker du på <strong>Til kassen</strong>, vælger leveringsadresse og betalingsmåde og bekræfter.</p>
<p>Du får straks en ordrebekræftelse på e-mail med dit ordrenummer, og ordren vises under <a href="/sales/order/history/">dine ordrer</a>.</p>`,
      },
      {
        topic: 'ordering',
        key: 'basket-not-reserved',
        question: 'Er varerne i min kurv reserveret?',
        answer: `<p>Nej. Vores udsalg er populære, og lageret er begrænset: En vare er først din, når du har betalt for den. Indtil da kan et andet medlem købe den sidste, så vent ikke for længe med at gå til kassen.</p>`,
      },
      {
        topic: 'ordering',
        key: 'cancel-or-change',
        question: 'Kan jeg annullere min ordre eller ændre leveringsadressen?',
        answer: `<p>Ja, så længe vi ikke er begyndt at pakke den. Åbn ordren under <a href="/sales/order/history/">dine ordrer</a>, og vælg <strong>Annuller ordren</strong> eller <strong>Skift leveringsadresse</strong>. Når pakningen er gået i gang, forsvinder knapperne; du kan stadig returnere varerne efter levering.</p>`,
      },
      {
        topic: 'delivery',
        key: 'cost',
        question: 'Hvad koster levering?',
        answer: `<p>Levering koster ${f.deliveryFee} pr. ordre og er gratis ved køb for mindst ${f.freeDeliveryFrom}. Det præcise beløb vises i kurven, før du betaler.</p>`,
      },
      {
        topic: 'delivery',
        key: 'when',
        question: 'Hvornår kommer min ordre?',
        answer: `<p>Ordrer forlader vores lager inden for ${f.shipsWithinHours} timer efter udsalgets afslutning. Hver vare viser sin forventede leveringsdato på varesiden, i kurven og i din ordre. Enkelte varer sendes direkte fra mærket og tager et par dage mere; det fremgår af deres datoer.</p>`,
      },
      {
        topic: 'delivery',
        key: 'tracking',
        question: 'Hvordan kan jeg følge min pakke?',
        answer: `<p>Så snart din pakke forlader lageret, sender vi dig et sporingslink på e-mail. Du finder det også under <a href="/sales/order/history/">dine ordrer</a>: Åbn ordren, og følg linket for hver forsendelse.</p>`,
      },
      {
        topic: 'returns',
        key: 'how-to-return',
        question: 'Hvordan returnerer jeg en vare?',
        answer: `<p>Du har ${f.moneyBackDays} dage fra levering til at sende en vare retur, ubrugt og i original emballage. Åbn ordren på din konto, vælg varerne, udskriv den forudbetalte label, vi sender dig, og aflevér pakken i en pakkeshop.</p>
<p>Alle detaljer står på siden <a href="/delivery-and-returns">Levering og returnering</a>.</p>`,
      },
      {
        topic: 'returns',
        key: 'refund',
        question: 'Hvornår får jeg pengene tilbage?',
        answer: `<p>Inden for 14 dage efter, at vi har modtaget din returnering, på den betalingsmåde du brugte. Vi giver besked på e-mail, så snart refusionen er sendt; din bank kan bruge et par dage mere på at vise den.</p>`,
      },
      {
        topic: 'payment',
        key: 'methods',
        question: 'Hvilke betalingsmåder tager I imod?',
        answer: `<p>${f.shop} tager imod ${listIn('da', f.paymentMethods)}. Alle kortbetalinger er beskyttet af 3-D Secure, og vi ser eller gemmer aldrig dit fulde kortnummer.</p>`,
      },
      {
        topic: 'membership',
        key: 'why-members',
        question: 'Hvorfor er udsalgene kun for medlemmer, og hvad koster det?',
        answer: `<p>Mærkerne lader os sælge deres varer langt under normalprisen, på betingelse af at udsalgene forbliver private. Medlemskab er gratis og uforpligtende: Du skal blot have en e-mailadresse.</p>`,
      },
      {
        topic: 'flash-sales',
        key: 'what-is',
        question: 'Hvad er et flash-udsalg?',
        answer: `<p>Et flash-udsalg varer kun nogle få timer og byder på et lille udvalg af varer til vores laveste priser. Nye flash-udsalg åbner hver morgen, og hvert af dem viser, hvor lang tid der er tilbage. Når det slutter, slutter priserne også.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'earn',
        question: 'Hvordan optjener jeg bonuspoint?',
        answer: `<p>Inviter dine venner med dit personlige link, som du finder under <a href="/rewardpoints/index/referral/">Tilgodehavende og invitationer</a>. Når en ven, du har inviteret, afgiver sin første ordre, får du ${f.referralPoints} point.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'use',
        question: 'Hvordan bruger jeg mine point?',
        answer: `<p>Skriv i kurven, hvor mange point du vil bruge, og tryk på <strong>Brug point</strong>: Værdien trækkes straks fra din ordre. Point kan ikke veksles til kontanter.</p>`,
      },
      {
        topic: 'account',
        key: 'forgot-password',
        question: 'Jeg har glemt min adgangskode. Hvad gør jeg?',
        answer: `<p>Vælg <a href="/customer/account/forgotpassword/">Glemt din adgangskode?</a> på login-siden, indtast din e-mailadresse, og følg linket, vi sender dig. Linket virker kun én gang og i begrænset tid.</p>`,
      },
      {
        topic: 'account',
        key: 'newsletter-and-data',
        question: 'Hvordan ændrer jeg mine nyhedsbreve eller lukker min konto?',
        answer: `<p>Vælg dine nyhedsbreve på din konto under Indstillinger for nyhedsbrev eller via linket nederst i hvert nyhedsbrev. For at lukke din konto kan du <a href="/contact-us">skrive til os</a>: Vi sletter dine data inden for 30 dage, bortset fra de fakturaer, loven kræver, at vi gemmer.</p>`,
      },
    ],
  };
}
