import type { CmsPageSeed, StoreFacts } from './facts.ts';

/** Innehållssidorna på svenska. */
export function pagesSv(f: StoreFacts): CmsPageSeed[] {
  return [
    {
      identifier: 'about-us',
      title: 'Om oss',
      metaDescription: `${f.shop}: privata kampanjer på skid-, snowboard- och fjällutrustning för medlemmar.`,
      content: `<p>${f.shop} är en butik enbart för medlemmar – för dig som tillbringar vintrarna i backen och somrarna i bergen. Varje dag öppnar vi privata kampanjer med skidor, snowboards, pjäxor och boots, kläder och tillbehör från märken som vi själva åker med – med upp till 70 % rabatt på ordinarie pris.</p>
<h2>Så fungerar det</h2>
<ul>
<li><strong>Bli medlem gratis.</strong> Medlemskapet kostar ingenting och ger dig tillgång till alla kampanjer.</li>
<li><strong>Kampanjer under några dagar.</strong> Varje varumärkeskampanj pågår under en begränsad tid – en flashrea bara i några timmar.</li>
<li><strong>Skickas från vårt lager.</strong> Beställningar skickas inom ${f.shipsWithinHours} timmar efter att en kampanj har avslutats.</li>
</ul>
<h2>Vilka vi är</h2>
<p>Vi är ett gäng skidåkare, snowboardåkare och bergsguider med bas i Annecy, vid foten av Alperna. Vi testar det vi säljer, förhandlar direkt med varumärkena och behåller bara de produkter som vi själva skulle köpa.</p>
<p>Vi är ett certifierat <a href="/b-corp">B Corp-företag</a>: vi redovisar öppet hur vi arbetar med våra leverantörer, hur vi skickar våra paket och vad vi gör med osålda varor.</p>
<h2>Kontakta oss</h2>
<p>Vår kundtjänst svarar på ${f.phone} (${f.hours}) och på <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'cookie-policy',
      title: 'Cookiepolicy',
      metaDescription: `Vilka cookies ${f.shop} använder, varför, och hur du ändrar ditt val.`,
      content: `<p>Cookies är små filer som en webbplats sparar i din webbläsare. ${f.shop} använder dem för att butiken ska fungera och – bara om du godkänner det – för att mäta besöken och visa dig relevanta erbjudanden. Du gör ditt val i cookiebannern och kan när som helst ändra det via länken ”Cookieinställningar” längst ned på varje sida.</p>
<h2>Nödvändiga cookies (alltid aktiva)</h2>
<p>De behövs för att butiken ska fungera: de håller reda på din session och din varukorg, skyddar ditt konto och kassan mot bedrägerier och kommer ihåg dina cookieval. De kan inte stängas av och används aldrig för reklam.</p>
<h2>Funktions- och prestandacookies</h2>
<p>Med ditt samtycke mäter de hur butiken används (visade sidor, sökningar, fel) så att vi kan förbättra den. Mätningen görs med vårt eget analysverktyg (Matomo) och via Google Tag Manager.</p>
<h2>Reklamcookies</h2>
<p>Med ditt samtycke gör de det möjligt för oss och våra annonspartner (till exempel Google och Meta) att visa dig erbjudanden som matchar dina intressen och att mäta om våra annonskampanjer fungerar – till exempel om ett besök via en annons ledde till en beställning.</p>
<h2>Hur länge vi sparar dem</h2>
<p>Din session, och det cookieval som sparas med den, upphör efter 30 dagar utan besök; då frågar vi dig igen. De cookies som kommer ihåg vilken annons du kom via gäller i 7 dagar. Våra partners cookies gäller i högst 13 månader.</p>
<h2>Dina rättigheter</h2>
<p>Du kan återkalla ditt samtycke lika enkelt som du gav det. Har du andra frågor om dina personuppgifter kan du läsa vår <a href="/privacy-policy">integritetspolicy</a> eller skriva till <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'privacy-policy',
      title: 'Integritetspolicy',
      metaDescription: `Så behandlar ${f.shop} dina personuppgifter.`,
      content: `<p>Den här policyn förklarar vilka personuppgifter ${f.company} samlar in när du använder ${f.shop}, varför vi gör det och vilka rättigheter du har.</p>
<h2>Vad vi samlar in</h2>
<ul>
<li>Ditt konto: namn, e-postadress, lösenord (sparas bara som en säker hash), inställningar och de varumärken du följer.</li>
<li>Dina beställningar: leverans- och faktureringsadress, telefonnummer, köpta produkter och betalningar (kortuppgifterna stannar hos vår betaltjänstleverantör).</li>
<li>Hur du använder butiken, om du godkänner de cookies som mäter det (se vår <a href="/cookie-policy">cookiepolicy</a>).</li>
</ul>
<h2>Varför</h2>
<p>För att hantera ditt konto och leverera dina beställningar (avtal), skicka vårt nyhetsbrev om kampanjer om du har anmält dig till det (samtycke) samt förebygga bedrägerier och sköta vår bokföring (rättslig förpliktelse och berättigat intresse).</p>
<h2>Hur länge</h2>
<p>Kontouppgifter så länge ditt konto är öppet och i 3 år efter din senaste aktivitet; fakturor i 10 år, enligt lag.</p>
<h2>Dina rättigheter</h2>
<p>Du har rätt att få tillgång till dina uppgifter och att få dem rättade, exporterade eller raderade, att invända mot hur de används och att återkalla ett samtycke. Skriv till <a href="mailto:${f.email}">${f.email}</a> eller ${f.address}. Du kan också lämna klagomål till Integritetsskyddsmyndigheten (IMY).</p>`,
    },
    {
      identifier: 'terms-and-conditions',
      title: 'Köpvillkor',
      metaDescription: `Köpvillkoren för ${f.shop}.`,
      content: `<p>Dessa villkor gäller för alla beställningar som görs på ${f.shop}, som drivs av ${f.company}, ${f.address}.</p>
<h2>1. Medlemskap</h2>
<p>Kampanjerna är förbehållna medlemmar. Medlemskapet är gratis; du måste ha fyllt 18 år och lämna korrekta uppgifter. Du ansvarar själv för att hålla ditt lösenord hemligt.</p>
<h2>2. Priser och beställningar</h2>
<p>Alla priser är inklusive moms och gäller under kampanjens löptid så länge lagret räcker. Din beställning är accepterad när vi har bekräftat den via e-post. Produkter i varukorgen är inte reserverade förrän du har betalat.</p>
<h2>3. Leverans</h2>
<p>Frakten kostar ${f.deliveryFee} och är gratis för beställningar från ${f.freeDeliveryFrom}. Beställningar lämnar vårt lager inom ${f.shipsWithinHours} timmar; leveranstiderna hittar du under <a href="/delivery-and-returns">leverans och returer</a>.</p>
<h2>4. Ångerrätt och återbetalning</h2>
<p>Du har ${f.moneyBackDays} dagar från leveransen på dig att returnera en produkt i ursprungligt skick och få pengarna tillbaka, inklusive kostnaden för standardfrakt.</p>
<h2>5. Reklamationsrätt och garanti</h2>
<p>Alla produkter omfattas av den lagstadgade reklamationsrätten för fel, även dolda fel, och av tillverkarens garanti när en sådan lämnas.</p>
<h2>6. Kontakt och tvister</h2>
<p>Kundtjänst: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>. Om vi inte kan komma överens kan du vända dig till ett organ för alternativ tvistlösning för konsumenter eller till behörig domstol.</p>`,
    },
    {
      identifier: 'delivery-and-returns',
      title: 'Leverans och returer',
      metaDescription: `Fraktkostnad, leveranstider och returer hos ${f.shop}.`,
      content: `<h2>Leverans</h2>
<ul>
<li>Frakten kostar ${f.deliveryFee}; den är gratis för beställningar från ${f.freeDeliveryFrom}.</li>
<li>Beställningar lämnar vårt lager inom ${f.shipsWithinHours} timmar efter att kampanjen har avslutats; vid varje produkt ser du beräknat leveransdatum.</li>
<li>Du får en spårningslänk via e-post så snart paketet är på väg, och du hittar den också i din orderhistorik.</li>
</ul>
<h2>Returer</h2>
<p>Har du ångrat dig? Du har ${f.moneyBackDays} dagar från leveransen på dig att skicka tillbaka en produkt, oanvänd och i originalförpackningen.</p>
<ol>
<li>Öppna beställningen på ditt konto och välj de produkter du vill returnera.</li>
<li>Skriv ut den förbetalda returetiketten som vi skickar till dig och lämna paketet hos ett ombud.</li>
<li>Vi betalar tillbaka pengarna inom 14 dagar från att vi har tagit emot paketet, till samma betalsätt som du använde.</li>
</ol>
<p>Frågor? Ring ${f.phone} (${f.hours}) eller skriv till <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'b-corp',
      title: 'Vi är B Corp-certifierade',
      metaDescription: `${f.shop} är ett certifierat B Corp-företag.`,
      content: `<p>B Corp-certifieringen ges till företag som uppfyller höga krav på social och miljömässig prestanda, transparens och ansvarstagande. ${f.shop} har varit certifierat sedan 2023.</p>
<h2>Vad det betyder för dig</h2>
<ul>
<li><strong>Mindre slöseri.</strong> Privata kampanjer ger varumärkenas osålda lager en andra chans i stället för att det förstörs.</li>
<li><strong>Lättare paket.</strong> Återvunna och återvinningsbara förpackningar i rätt storlek för beställningen, och samlade försändelser.</li>
<li><strong>Schyssta samarbeten.</strong> Vi betalar våra leverantörer i tid och publicerar våra regler för inköp.</li>
</ul>
<h2>Våra åtaganden för de kommande tre åren</h2>
<p>Vi ska halvera utsläppen från våra leveranser per beställning, reparera eller sälja vidare varje returnerad produkt där det går, och skänka 1 % av vår omsättning till projekt som skyddar bergsmiljön.</p>
<p>Läs mer <a href="/about-us">om oss</a>.</p>`,
    },
  ];
}
