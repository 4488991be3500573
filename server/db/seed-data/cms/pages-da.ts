import type { CmsPageSeed, StoreFacts } from './facts.ts';

/** Indholdssiderne på dansk. */
export function pagesDa(f: StoreFacts): CmsPageSeed[] {
  return [
    {
      identifier: 'about-us',
      title: 'Om os',
      metaDescription: `${f.shop}: private salg af ski-, snowboard- og bjergudstyr for medlemmer.`,
      content: `<p>${f.shop} er en butik kun for medlemmer – for dem, der tilbringer vinteren på pisterne og sommeren i bjergene. Hver dag åbner vi private salg af ski, snowboards, støvler, tøj og tilbehør fra de mærker, vi selv bruger, med op til 70 % rabat på den normale pris.</p>
<h2>Sådan fungerer det</h2>
<ul>
<li><strong>Gratis medlemskab.</strong> Det koster ingenting at blive medlem, og du får adgang til alle salg.</li>
<li><strong>Salg i få dage.</strong> Hvert mærkesalg kører i en begrænset periode – flashsalg kun i nogle få timer.</li>
<li><strong>Afsendt fra vores eget lager.</strong> Ordrer sendes senest ${f.shipsWithinHours} timer efter, at et salg er slut.</li>
</ul>
<h2>Hvem vi er</h2>
<p>Vi er et hold af skiløbere, snowboardere og bjergførere med base i Annecy ved foden af Alperne. Vi tester det, vi sælger, forhandler direkte med mærkerne og beholder kun de produkter, vi selv ville købe.</p>
<p>Vi er en certificeret <a href="/b-corp">B Corp-virksomhed</a>: Vi fortæller åbent, hvordan vi samarbejder med vores leverandører, hvordan vi sender pakker, og hvad vi gør med usolgte varer.</p>
<h2>Kontakt os</h2>
<p>Vores kundeservice svarer på ${f.phone} (${f.hours}) og på <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'cookie-policy',
      title: 'Cookiepolitik',
      metaDescription: `Hvilke cookies ${f.shop} bruger, hvorfor, og hvordan du ændrer dit valg.`,
      content: `<p>Cookies er små filer, som et websted gemmer i din browser. ${f.shop} bruger dem til at få butikken til at fungere og – kun hvis du giver samtykke – til at måle trafikken og vise dig relevante tilbud. Du træffer dit valg i cookiebanneret og kan til enhver tid ændre det via linket »Cookieindstillinger« nederst på hver side.</p>
<h2>Nødvendige cookies (altid aktive)</h2>
<p>De er nødvendige for, at butikken fungerer: De holder styr på din session og din kurv, beskytter din konto og betalingen mod svindel og husker dine cookievalg. De kan ikke slås fra og bruges aldrig til annoncering.</p>
<h2>Funktions- og ydeevnecookies</h2>
<p>Med dit samtykke måler de, hvordan butikken bliver brugt (viste sider, søgninger, fejl), så vi kan gøre den bedre. Målingen sker med vores eget analyseværktøj (Matomo) og via Google Tag Manager.</p>
<h2>Annoncecookies</h2>
<p>Med dit samtykke giver de os og vores annoncepartnere (f.eks. Google og Meta) mulighed for at vise dig tilbud, der passer til dine interesser, og for at måle, om vores kampagner virker – for eksempel om et besøg via en annonce førte til en ordre.</p>
<h2>Hvor længe vi gemmer dem</h2>
<p>Din session – og det cookievalg, der er gemt sammen med den – udløber efter 30 dage uden besøg; derefter spørger vi dig igen. De cookies, der husker, hvilken annonce du kom fra, gælder i 7 dage. Vores partneres cookies gælder i højst 13 måneder.</p>
<h2>Dine rettigheder</h2>
<p>Du kan trække dit samtykke tilbage lige så let, som du gav det. Har du andre spørgsmål om dine personoplysninger, kan du læse vores <a href="/privacy-policy">privatlivspolitik</a> eller skrive til <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'privacy-policy',
      title: 'Privatlivspolitik',
      metaDescription: `Sådan behandler ${f.shop} dine personoplysninger.`,
      content: `<p>Denne politik forklarer, hvilke personoplysninger ${f.company} indsamler, når du bruger ${f.shop}, hvorfor vi gør det, og hvilke rettigheder du har.</p>
<h2>Hvad vi indsamler</h2>
<ul>
<li>Din konto: navn, e-mailadresse, adgangskode (gemmes kun som en sikker hashværdi), præferencer og de mærker, du følger.</li>
<li>Dine ordrer: leverings- og faktureringsadresse, telefonnummer, købte produkter og betalinger (kortoplysninger opbevares kun hos vores betalingsudbyder).</li>
<li>Din brug af butikken, hvis du accepterer de cookies, der måler den (se vores <a href="/cookie-policy">cookiepolitik</a>).</li>
</ul>
<h2>Hvorfor</h2>
<p>For at administrere din konto og levere dine ordrer (opfyldelse af en aftale), for at sende dig vores nyhedsbrev om salg, hvis du har tilmeldt dig det (samtykke), og for at forebygge svindel og føre regnskab (retlig forpligtelse og legitim interesse).</p>
<h2>Hvor længe</h2>
<p>Kontooplysninger, så længe din konto er åben, og i 3 år efter din seneste aktivitet; fakturaer i 10 år, som loven kræver.</p>
<h2>Dine rettigheder</h2>
<p>Du har ret til indsigt i dine oplysninger og til at få dem berigtiget, udleveret eller slettet. Du kan gøre indsigelse mod behandlingen og til enhver tid trække et samtykke tilbage. Skriv til <a href="mailto:${f.email}">${f.email}</a> eller ${f.address}. Du kan også klage til Datatilsynet.</p>`,
    },
    {
      identifier: 'terms-and-conditions',
      title: 'Handelsbetingelser',
      metaDescription: `Handelsbetingelserne for ${f.shop}.`,
      content: `<p>Disse betingelser gælder for alle ordrer afgivet på ${f.shop}, som drives af ${f.company}, ${f.address}.</p>
<h2>1. Medlemskab</h2>
<p>Salgene er forbeholdt medlemmer. Medlemskab er gratis; du skal være fyldt 18 år og give korrekte oplysninger. Du er selv ansvarlig for at holde din adgangskode hemmelig.</p>
<h2>2. Priser og ordrer</h2>
<p>Alle priser er inklusive moms og gælder, så længe et salg varer, og så længe lager haves. Din ordre er accepteret, når vi har bekræftet den pr. e-mail. Varer i din kurv er ikke reserveret, før du har betalt.</p>
<h2>3. Levering</h2>
<p>Levering koster ${f.deliveryFee} og er gratis ved køb for mindst ${f.freeDeliveryFrom}. Ordrer forlader vores lager inden for ${f.shipsWithinHours} timer; se leveringstiderne under <a href="/delivery-and-returns">levering og returnering</a>.</p>
<h2>4. Fortrydelsesret og tilbagebetaling</h2>
<p>Du har ${f.moneyBackDays} dage fra levering til at returnere en vare i original stand og få pengene tilbage, inklusive udgiften til standardlevering.</p>
<h2>5. Reklamationsret og garanti</h2>
<p>Alle varer er omfattet af den lovbestemte reklamationsret for mangler, også skjulte mangler, og af producentens garanti, hvor en sådan gives.</p>
<h2>6. Kontakt og tvister</h2>
<p>Kundeservice: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>. Hvis vi ikke kan blive enige, kan du indbringe sagen for et godkendt klageorgan for forbrugere eller for de kompetente domstole.</p>`,
    },
    {
      identifier: 'delivery-and-returns',
      title: 'Levering og returnering',
      metaDescription: `Leveringspris, leveringstider og returnering hos ${f.shop}.`,
      content: `<h2>Levering</h2>
<ul>
<li>Levering koster ${f.deliveryFee} og er gratis ved køb for mindst ${f.freeDeliveryFrom}.</li>
<li>Ordrer forlader vores lager inden for ${f.shipsWithinHours} timer, efter at salget er slut; ved hver vare kan du se den forventede leveringsdato.</li>
<li>Du får et sporingslink pr. e-mail, så snart din pakke er på vej, og du kan også finde det i din ordrehistorik.</li>
</ul>
<h2>Returnering</h2>
<p>Fortrudt dit køb? Du har ${f.moneyBackDays} dage fra levering til at sende en vare retur, ubrugt og i den originale emballage.</p>
<ol>
<li>Åbn ordren på din konto, og vælg de varer, du vil returnere.</li>
<li>Udskriv den forudbetalte returlabel, som vi sender dig, og aflever pakken i en pakkeshop.</li>
<li>Vi tilbagebetaler beløbet senest 14 dage efter, at vi har modtaget pakken, til den betalingsmetode, du brugte.</li>
</ol>
<p>Spørgsmål? Ring på ${f.phone} (${f.hours}), eller skriv til <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'b-corp',
      title: 'Vi er en B Corp',
      metaDescription: `${f.shop} er en certificeret B Corp-virksomhed.`,
      content: `<p>B Corp-certificeringen gives til virksomheder, der lever op til høje standarder for social og miljømæssig indsats, gennemsigtighed og ansvarlighed. ${f.shop} har været certificeret siden 2023.</p>
<h2>Hvad det betyder for dig</h2>
<ul>
<li><strong>Mindre spild.</strong> Private salg giver mærkernes usolgte varer en ny chance i stedet for at blive destrueret.</li>
<li><strong>Lettere pakker.</strong> Emballage af genanvendt og genanvendeligt materiale, tilpasset ordrens størrelse, og samlede forsendelser.</li>
<li><strong>Fair samarbejde.</strong> Vi betaler vores leverandører til tiden og offentliggør vores regler for indkøb.</li>
</ul>
<h2>Vores mål for de næste tre år</h2>
<p>Vi vil halvere udledningen fra vores leveringer pr. ordre, reparere eller videresælge alle returnerede varer, hvor det er muligt, og donere 1 % af vores omsætning til projekter, der beskytter bjergene.</p>
<p>Læs mere <a href="/about-us">om os</a>.</p>`,
    },
  ];
}
