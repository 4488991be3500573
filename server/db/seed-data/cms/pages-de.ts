import type { CmsPageSeed, StoreFacts } from './facts.ts';

/** Die Inhaltsseiten auf Deutsch. */
export function pagesDe(f: StoreFacts): CmsPageSeed[] {
  return [
    {
      identifier: 'about-us',
      title: 'Über uns',
      metaDescription: `${f.shop}: Private Sales für Ski-, Snowboard- und Bergausrüstung, exklusiv für Mitglieder.`,
      content: `<p>${f.shop} ist ein Shop exklusiv für Mitglieder – für alle, die den Winter auf der Piste und den Sommer in den Bergen verbringen. Jeden Tag starten wir Private Sales mit Ski, Snowboards, Schuhen, Bekleidung und Zubehör der Marken, die wir selbst fahren, bis zu 70 % unter dem üblichen Preis.</p>
<h2>So funktioniert es</h2>
<ul>
<li><strong>Kostenlos Mitglied werden.</strong> Die Mitgliedschaft kostet nichts und öffnet alle Aktionen.</li>
<li><strong>Aktionen für wenige Tage.</strong> Jede Markenaktion läuft nur kurze Zeit, Flash Sales nur wenige Stunden.</li>
<li><strong>Versand aus unserem Lager.</strong> Bestellungen verlassen das Lager innerhalb von ${f.shipsWithinHours} Stunden nach Ende einer Aktion.</li>
</ul>
<h2>Wer wir sind</h2>
<p>Wir sind ein Team aus Skifahrern, Ridern und Bergführern in Annecy, am Fuß der Alpen. Wir testen, was wir verkaufen, verhandeln direkt mit den Marken und behalten nur Produkte, die wir selbst kaufen würden.</p>
<p>Wir sind ein zertifiziertes <a href="/b-corp">B-Corp-Unternehmen</a>: Wir legen offen, wie wir mit Lieferanten arbeiten, wie wir versenden und was mit unverkaufter Ware geschieht.</p>
<h2>Kontakt</h2>
<p>Unser Kundenservice ist unter ${f.phone} (${f.hours}) und per E-Mail an <a href="mailto:${f.email}">${f.email}</a> erreichbar.</p>`,
    },
    {
      identifier: 'cookie-policy',
      title: 'Cookie-Richtlinie',
      metaDescription: `Welche Cookies ${f.shop} verwendet, wozu, und wie Sie Ihre Wahl ändern.`,
      content: `<p>Cookies sind kleine Dateien, die eine Website in Ihrem Browser speichert. ${f.shop} nutzt sie, damit der Shop funktioniert, und – nur mit Ihrer Einwilligung – um die Nutzung zu messen und Ihnen passende Angebote zu zeigen. Sie wählen im Cookie-Banner und können Ihre Wahl jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.</p>
<h2>Notwendige Cookies (immer aktiv)</h2>
<p>Sie sind für den Betrieb des Shops nötig: Sie halten Ihre Sitzung und Ihren Warenkorb, schützen Ihr Konto und die Kasse vor Betrug und merken sich Ihre Cookie-Auswahl. Sie lassen sich nicht abschalten und dienen nie der Werbung.</p>
<h2>Funktions- und Leistungs-Cookies</h2>
<p>Mit Ihrer Einwilligung messen sie, wie der Shop genutzt wird (aufgerufene Seiten, Suchen, Fehler), damit wir ihn verbessern können. Die Messung erfolgt mit unserer eigenen Webanalyse (Matomo) und über den Google Tag Manager.</p>
<h2>Werbe-Cookies</h2>
<p>Mit Ihrer Einwilligung ermöglichen sie uns und unseren Werbepartnern (etwa Google und Meta), Ihnen Angebote passend zu Ihren Interessen zu zeigen und den Erfolg unserer Kampagnen zu messen, zum Beispiel ob ein Besuch über eine Anzeige zu einer Bestellung geführt hat.</p>
<h2>Speicherdauer</h2>
<p>Ihre Sitzung und die darin gespeicherte Cookie-Auswahl enden nach 30 Tagen ohne Besuch; danach fragen wir erneut. Cookies, die sich merken, über welche Anzeige Sie gekommen sind, gelten 7 Tage. Cookies von Partnern gelten höchstens 13 Monate.</p>
<h2>Ihre Rechte</h2>
<p>Sie können Ihre Einwilligung so einfach widerrufen, wie Sie sie erteilt haben. Alles Weitere zu Ihren personenbezogenen Daten finden Sie in unserer <a href="/privacy-policy">Datenschutzerklärung</a>, oder schreiben Sie an <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'privacy-policy',
      title: 'Datenschutzerklärung',
      metaDescription: `Wie ${f.shop} mit Ihren personenbezogenen Daten umgeht.`,
      content: `<p>Diese Erklärung beschreibt, welche personenbezogenen Daten ${f.company} bei der Nutzung von ${f.shop} erhebt, wozu, und welche Rechte Sie haben.</p>
<h2>Was wir erheben</h2>
<ul>
<li>Ihr Konto: Name, E-Mail-Adresse, Passwort (nur als sicherer Hash gespeichert), Einstellungen und Marken, denen Sie folgen.</li>
<li>Ihre Bestellungen: Liefer- und Rechnungsadresse, Telefonnummer, gekaufte Produkte, Zahlungen (Kartendaten bleiben bei unserem Zahlungsdienstleister).</li>
<li>Ihre Nutzung des Shops, wenn Sie die Mess-Cookies akzeptieren (siehe unsere <a href="/cookie-policy">Cookie-Richtlinie</a>).</li>
</ul>
<h2>Wozu</h2>
<p>Um Ihr Konto zu führen und Ihre Bestellungen zu liefern (Vertrag), Ihnen unseren Newsletter zu senden, wenn Sie ihn abonniert haben (Einwilligung), Betrug zu verhindern und unsere Bücher zu führen (rechtliche Pflicht und berechtigtes Interesse).</p>
<h2>Wie lange</h2>
<p>Kontodaten, solange Ihr Konto besteht, und 3 Jahre nach Ihrer letzten Aktivität; Rechnungen 10 Jahre, wie gesetzlich vorgeschrieben.</p>
<h2>Ihre Rechte</h2>
<p>Sie können Ihre Daten einsehen, berichtigen, exportieren oder löschen lassen, der Nutzung widersprechen und jede Einwilligung widerrufen. Schreiben Sie an <a href="mailto:${f.email}">${f.email}</a> oder an ${f.address}. Sie können sich auch bei einer Datenschutzaufsichtsbehörde beschweren.</p>`,
    },
    {
      identifier: 'terms-and-conditions',
      title: 'Allgemeine Geschäftsbedingungen',
      metaDescription: `Die Allgemeinen Geschäftsbedingungen von ${f.shop}.`,
      content: `<p>Diese Bedingungen gelten für jede Bestellung bei ${f.shop}, betrieben von ${f.company}, ${f.address}.</p>
<h2>1. Mitgliedschaft</h2>
<p>Die Aktionen sind Mitgliedern vorbehalten. Die Mitgliedschaft ist kostenlos; Sie müssen mindestens 18 Jahre alt sein und korrekte Angaben machen. Sie sind dafür verantwortlich, Ihr Passwort geheim zu halten.</p>
<h2>2. Preise und Bestellungen</h2>
<p>Alle Preise enthalten die Mehrwertsteuer und gelten für die Dauer einer Aktion, solange der Vorrat reicht. Ihre Bestellung ist angenommen, sobald wir sie per E-Mail bestätigen. Produkte im Warenkorb sind bis zur Zahlung nicht reserviert.</p>
<h2>3. Lieferung</h2>
<p>Der Versand kostet ${f.deliveryFee} und ist ab einem Bestellwert von ${f.freeDeliveryFrom} kostenlos. Bestellungen verlassen unser Lager innerhalb von ${f.shipsWithinHours} Stunden; Lieferzeiten unter <a href="/delivery-and-returns">Versand und Rückgabe</a>.</p>
<h2>4. Widerrufsrecht und Erstattung</h2>
<p>Sie haben ${f.moneyBackDays} Tage ab Lieferung Zeit, ein Produkt im Originalzustand zurückzusenden und den Kaufpreis einschließlich der Standardversandkosten erstattet zu bekommen.</p>
<h2>5. Gewährleistung</h2>
<p>Für alle Produkte gilt die gesetzliche Gewährleistung sowie, sofern gewährt, die Herstellergarantie.</p>
<h2>6. Kontakt und Streitigkeiten</h2>
<p>Kundenservice: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>. Können wir uns nicht einigen, steht Ihnen eine Verbraucherschlichtungsstelle oder das zuständige Gericht offen.</p>`,
    },
    {
      identifier: 'delivery-and-returns',
      title: 'Versand & Rückgabe',
      metaDescription: `Versandkosten, Lieferzeiten und Rückgabe bei ${f.shop}.`,
      content: `<h2>Versand</h2>
<ul>
<li>Der Versand kostet ${f.deliveryFee}; ab ${f.freeDeliveryFrom} Bestellwert ist er kostenlos.</li>
<li>Bestellungen verlassen unser Lager innerhalb von ${f.shipsWithinHours} Stunden nach Ende der Aktion; jedes Produkt zeigt sein voraussichtliches Lieferdatum.</li>
<li>Sobald Ihr Paket unterwegs ist, erhalten Sie einen Sendungsverfolgungslink per E-Mail; Sie finden ihn auch in Ihrer Bestellübersicht.</li>
</ul>
<h2>Rückgabe</h2>
<p>Doch nicht das Richtige? Sie haben ${f.moneyBackDays} Tage ab Lieferung Zeit, ein Produkt unbenutzt und in der Originalverpackung zurückzusenden.</p>
<ol>
<li>Öffnen Sie die Bestellung in Ihrem Konto und wählen Sie die Produkte für die Rücksendung.</li>
<li>Drucken Sie das vorfrankierte Etikett aus, das wir Ihnen senden, und geben Sie das Paket in einer Annahmestelle ab.</li>
<li>Wir erstatten den Betrag innerhalb von 14 Tagen nach Eingang über die verwendete Zahlungsart.</li>
</ol>
<p>Fragen? Rufen Sie ${f.phone} an (${f.hours}) oder schreiben Sie an <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'b-corp',
      title: 'Wir sind eine B Corp',
      metaDescription: `${f.shop} ist ein zertifiziertes B-Corp-Unternehmen.`,
      content: `<p>Die B-Corp-Zertifizierung erhalten Unternehmen, die hohe Anforderungen an soziale und ökologische Leistung, Transparenz und Verantwortung erfüllen. ${f.shop} ist seit 2023 zertifiziert.</p>
<h2>Was das für Sie bedeutet</h2>
<ul>
<li><strong>Weniger Verschwendung.</strong> Private Sales geben unverkaufter Ware der Marken eine zweite Chance, statt sie zu vernichten.</li>
<li><strong>Leichtere Pakete.</strong> Recycelte und recycelbare Verpackungen in passender Größe und gebündelte Sendungen.</li>
<li><strong>Faire Partnerschaften.</strong> Wir bezahlen unsere Lieferanten pünktlich und veröffentlichen unsere Beschaffungsregeln.</li>
</ul>
<h2>Unsere Ziele für die nächsten drei Jahre</h2>
<p>Die Emissionen unserer Lieferungen pro Bestellung halbieren, jedes zurückgesandte Produkt reparieren oder weiterverkaufen, wo möglich, und 1 % unseres Umsatzes an Projekte zum Schutz der Berge spenden.</p>
<p>Mehr <a href="/about-us">über uns</a>.</p>`,
    },
  ];
}
