import { listIn, type BlockFacts, type FaqSeed } from './facts.ts';

/** Vanliga frågor på svenska. */
export function faqSv(f: BlockFacts): FaqSeed {
  return {
    topics: [
      { key: 'ordering', title: 'Beställning', intro: 'Lägga, ändra och avbryta en beställning.' },
      { key: 'delivery', title: 'Leverans', intro: 'Kostnad, leveranstid och spårning.' },
      { key: 'returns', title: 'Returer och återbetalning', intro: 'Skicka tillbaka en vara och få pengarna tillbaka.' },
      { key: 'payment', title: 'Betalning', intro: 'Så kan du betala.' },
      { key: 'membership', title: 'Medlemskap', intro: 'Varför våra kampanjer är för medlemmar.' },
      { key: 'flash-sales', title: 'Flash-rea', intro: 'Våra kortaste och billigaste kampanjer.' },
      { key: 'reward-points', title: 'Bonuspoäng och värvning', intro: 'Tjäna och använda poäng.' },
      { key: 'account', title: 'Mitt konto', intro: 'Lösenord, nyhetsbrev och dina uppgifter.' },
    ],
    entries: [
      {
        topic: 'ordering',
        key: 'how-to-order',
        question: 'Hur lägger jag en beställning?',
        answer: `<p>Logga in, öppna en kampanj, välj storlek och lägg varan i varukorgen. Varukorgen visar beräknat leveransdatum för varje vara. När du är klar trycker du på <strong>Till kassan</strong>, väljer leveransadress och betalsätt och bekräftar.</p>
<p>Du får direkt en orderbekräftelse via e-post med ditt ordernummer, och beställningen syns under <a href="/sales/order/history/">dina beställningar</a>.</p>`,
      },
      {
        topic: 'ordering',
        key: 'basket-not-reserved',
        question: 'Är varorna i min varukorg reserverade?',
        answer: `<p>Nej. Våra kampanjer är populära och lagret är begränsat: en vara är din först när du har betalat för den. Fram till dess kan en annan medlem köpa det sista exemplaret, så vänta inte för länge med att gå till kassan.</p>`,
      },
      {
        topic: 'ordering',
        key: 'cancel-or-change',
        question: 'Kan jag avbryta min beställning eller ändra leveransadressen?',
        answer: `<p>Ja, så länge vi inte har börjat packa den. Öppna beställningen under <a href="/sales/order/history/">dina beställningar</a> och välj <strong>Avbryt beställningen</strong> eller <strong>Ändra leveransadressen</strong>. När packningen har börjat försvinner knapparna; du kan fortfarande returnera varorna efter leverans.</p>`,
      },
      {
        topic: 'delivery',
        key: 'cost',
        question: 'Vad kostar leveransen?',
        answer: `<p>Leveransen kostar ${f.deliveryFee} per beställning och är gratis när du handlar för minst ${f.freeDeliveryFrom}. Det exakta beloppet visas i varukorgen innan du betalar.</p>`,
      },
      {
        topic: 'delivery',
        key: 'when',
        question: 'När kommer min beställning?',
        answer: `<p>Beställningar lämnar vårt lager inom ${f.shipsWithinHours} timmar efter att kampanjen har slutat. Varje vara visar beräknade leveransdatum på produktsidan, i varukorgen och i din beställning. Några varor skickas direkt från märket och tar några dagar längre; det syns i deras datum.</p>`,
      },
      {
        topic: 'delivery',
        key: 'tracking',
        question: 'Hur spårar jag mitt paket?',
        answer: `<p>Så fort ditt paket lämnar lagret skickar vi en spårningslänk via e-post. Du hittar den också under <a href="/sales/order/history/">dina beställningar</a>: öppna beställningen och följ länken för varje försändelse.</p>`,
      },
      {
        topic: 'returns',
        key: 'how-to-return',
        question: 'Hur returnerar jag en vara?',
        answer: `<p>Du har ${f.moneyBackDays} dagar från leveransen på dig att skicka tillbaka en vara, oanvänd och i originalförpackningen. Öppna beställningen i ditt konto, välj varorna, skriv ut den förbetalda etiketten vi skickar dig och lämna paketet hos ett ombud.</p>
<p>Alla detaljer finns på sidan <a href="/delivery-and-returns">Leverans och returer</a>.</p>`,
      },
      {
        topic: 'returns',
        key: 'refund',
        question: 'När får jag tillbaka pengarna?',
        answer: `<p>Inom 14 dagar från att vi har tagit emot din retur, till det betalsätt du använde. Vi meddelar dig via e-post när återbetalningen är på väg; din bank kan behöva några dagar till för att visa den.</p>`,
      },
      {
        topic: 'payment',
        key: 'methods',
        question: 'Vilka betalsätt tar ni emot?',
        answer: `<p>${f.shop} tar emot ${listIn('sv', f.paymentMethods)}. Alla kortbetalningar skyddas av 3-D Secure, och vi ser eller sparar aldrig ditt fullständiga kortnummer.</p>`,
      },
      {
        topic: 'membership',
        key: 'why-members',
        question: 'Varför är kampanjerna bara för medlemmar, och vad kostar det?',
        answer: `<p>Märkena låter oss sälja deras produkter långt under ordinarie pris på villkor att försäljningen är privat. Medlemskapet är gratis och helt utan förpliktelser: allt du behöver är en e-postadress.</p>`,
      },
      {
        topic: 'flash-sales',
        key: 'what-is',
        question: 'Vad är en flash-rea?',
        answer: `<p>En flash-rea pågår bara några timmar och erbjuder ett litet urval varor till våra lägsta priser. Nya flash-reor öppnar varje morgon, och varje rea visar hur lång tid som är kvar. När den slutar, slutar även priserna.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'earn',
        question: 'Hur tjänar jag bonuspoäng?',
        answer: `<p>Bjud in dina vänner med din personliga länk, som du hittar under <a href="/rewardpoints/index/referral/">Saldo &amp; inbjudningar</a>. När en vän du har bjudit in gör sin första beställning får du ${f.referralPoints} poäng.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'use',
        question: 'Hur använder jag mina poäng?',
        answer: `<p>Ange i varukorgen hur många poäng du vill använda och tryck på <strong>Använd poäng</strong>: värdet dras direkt av från din beställning. Poäng kan inte växlas in mot pengar.</p>`,
      },
      {
        topic: 'account',
        key: 'forgot-password',
        question: 'Jag har glömt mitt lösenord. Vad gör jag?',
        answer: `<p>Välj <a href="/customer/account/forgotpassword/">Glömt lösenordet?</a> på inloggningssidan, ange din e-postadress och följ länken vi skickar dig. Länken fungerar bara en gång och under begränsad tid.</p>`,
      },
      {
        topic: 'account',
        key: 'newsletter-and-data',
        question: 'Hur ändrar jag mina nyhetsbrev eller avslutar mitt konto?',
        answer: `<p>Välj dina nyhetsbrev i ditt konto under Inställningar för nyhetsbrev eller via länken längst ned i varje nyhetsbrev. Vill du avsluta ditt konto kan du <a href="/contact-us">skriva till oss</a>: vi raderar dina uppgifter inom 30 dagar, utom de fakturor som lagen kräver att vi sparar.</p>`,
      },
    ],
  };
}
