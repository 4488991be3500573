import { listIn, type BlockFacts, type FaqSeed } from './facts.ts';

/** Die FAQ auf Deutsch. */
export function faqDe(f: BlockFacts): FaqSeed {
  return {
    topics: [
      { key: 'ordering', title: 'Bestellen', intro: 'Bestellungen aufgeben, ändern und stornieren.' },
      { key: 'delivery', title: 'Lieferung', intro: 'Kosten, Lieferzeiten und Sendungsverfolgung.' },
      { key: 'returns', title: 'Rücksendung und Erstattung', intro: 'Einen Artikel zurückschicken und Ihr Geld zurückbekommen.' },
      { key: 'payment', title: 'Bezahlung', intro: 'Wie Sie bezahlen können.' },
      { key: 'membership', title: 'Mitgliedschaft', intro: 'Warum unsere Verkäufe Mitgliedern vorbehalten sind.' },
      { key: 'flash-sales', title: 'Flash-Sales', intro: 'Unsere kürzesten und günstigsten Aktionen.' },
      { key: 'reward-points', title: 'Prämienpunkte und Empfehlungen', intro: 'Punkte sammeln und einlösen.' },
      { key: 'account', title: 'Mein Konto', intro: 'Passwort, Newsletter und Ihre Daten.' },
    ],
    entries: [
      {
        topic: 'ordering',
        key: 'how-to-order',
        question: 'Wie bestelle ich?',
        answer: `<p>Melden Sie sich an, öffnen Sie einen Sale, wählen Sie Ihre Größe und legen Sie den Artikel in den Warenkorb. Der Warenkorb zeigt die voraussichtlichen Liefertermine jedes Artikels. Wenn Sie so weit sind, tippen Sie auf <strong>Zur Kasse</strong>, wählen Lieferadresse und Zahlungsart und bestätigen.</p>
<p>Sie erhalten sofort eine Bestätigung per E-Mail mit Ihrer Bestellnummer, und die Bestellung erscheint unter <a href="/sales/order/history/">Ihren Bestellungen</a>.</p>`,
      },
      {
        topic: 'ordering',
        key: 'basket-not-reserved',
        question: 'Sind die Artikel in meinem Warenkorb reserviert?',
        answer: `<p>Nein. Unsere Sales sind beliebt und der Bestand ist begrenzt: Ein Artikel gehört Ihnen erst, wenn Sie ihn bezahlt haben. Bis dahin kann ein anderes Mitglied das letzte Stück kaufen, warten Sie also nicht zu lange mit dem Bezahlen.</p>`,
      },
      {
        topic: 'ordering',
        key: 'cancel-or-change',
        question: 'Kann ich meine Bestellung stornieren oder die Lieferadresse ändern?',
        answer: `<p>Ja, solange wir noch nicht mit dem Packen begonnen haben. Öffnen Sie die Bestellung unter <a href="/sales/order/history/">Ihren Bestellungen</a> und wählen Sie <strong>Bestellung stornieren</strong> oder <strong>Lieferadresse ändern</strong>. Sobald die Bestellung vorbereitet wird, verschwinden diese Schaltflächen; nach der Lieferung können Sie die Artikel weiterhin zurückschicken.</p>`,
      },
      {
        topic: 'delivery',
        key: 'cost',
        question: 'Was kostet die Lieferung?',
        answer: `<p>Die Lieferung kostet ${f.deliveryFee} pro Bestellung und ist ab einem Bestellwert von ${f.freeDeliveryFrom} kostenlos. Den genauen Betrag sehen Sie vor dem Bezahlen im Warenkorb.</p>`,
      },
      {
        topic: 'delivery',
        key: 'when',
        question: 'Wann kommt meine Bestellung an?',
        answer: `<p>Bestellungen verlassen unser Lager innerhalb von ${f.shipsWithinHours} Stunden nach dem Ende des Sales. Jeder Artikel zeigt seine voraussichtlichen Liefertermine auf der Produktseite, im Warenkorb und in Ihrer Bestellung. Einige Artikel versendet die Marke selbst; sie brauchen ein paar Tage länger, und ihre Termine berücksichtigen das.</p>`,
      },
      {
        topic: 'delivery',
        key: 'tracking',
        question: 'Wie kann ich mein Paket verfolgen?',
        answer: `<p>Sobald Ihr Paket das Lager verlässt, schicken wir Ihnen einen Link zur Sendungsverfolgung per E-Mail. Sie finden ihn auch unter <a href="/sales/order/history/">Ihren Bestellungen</a>: Öffnen Sie die Bestellung und folgen Sie dem Link der jeweiligen Sendung.</p>`,
      },
      {
        topic: 'returns',
        key: 'how-to-return',
        question: 'Wie schicke ich einen Artikel zurück?',
        answer: `<p>Sie haben ab der Lieferung ${f.moneyBackDays} Tage Zeit, einen Artikel unbenutzt und in der Originalverpackung zurückzuschicken. Öffnen Sie die Bestellung in Ihrem Konto, wählen Sie die Artikel aus, drucken Sie das vorfrankierte Etikett aus, das wir Ihnen schicken, und geben Sie das Paket an einer Annahmestelle ab.</p>
<p>Alle Einzelheiten stehen auf unserer Seite <a href="/delivery-and-returns">Lieferung und Rücksendung</a>.</p>`,
      },
      {
        topic: 'returns',
        key: 'refund',
        question: 'Wann bekomme ich mein Geld zurück?',
        answer: `<p>Innerhalb von 14 Tagen nach Eingang Ihrer Rücksendung, über die Zahlungsart, mit der Sie bezahlt haben. Wir benachrichtigen Sie per E-Mail, sobald die Erstattung unterwegs ist; Ihre Bank braucht eventuell noch ein paar Tage, bis sie erscheint.</p>`,
      },
      {
        topic: 'payment',
        key: 'methods',
        question: 'Welche Zahlungsarten akzeptieren Sie?',
        answer: `<p>${f.shop} akzeptiert ${listIn('de', f.paymentMethods)}. Jede Kartenzahlung ist durch 3-D Secure geschützt, und wir sehen oder speichern niemals Ihre vollständige Kartennummer.</p>`,
      },
      {
        topic: 'membership',
        key: 'why-members',
        question: 'Warum sind die Sales nur für Mitglieder, und was kostet die Mitgliedschaft?',
        answer: `<p>Die Marken erlauben uns, ihre Produkte weit unter dem üblichen Preis zu verkaufen, solange die Verkäufe privat bleiben. Die Mitgliedschaft ist kostenlos und unverbindlich: Sie brauchen nur eine E-Mail-Adresse.</p>`,
      },
      {
        topic: 'flash-sales',
        key: 'what-is',
        question: 'Was ist ein Flash-Sale?',
        answer: `<p>Ein Flash-Sale dauert nur wenige Stunden und bietet eine kleine Auswahl an Artikeln zu unseren niedrigsten Preisen. Jeden Morgen starten neue Flash-Sales, und jeder zeigt, wie lange er noch läuft. Wenn er endet, enden auch seine Preise.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'earn',
        question: 'Wie sammle ich Prämienpunkte?',
        answer: `<p>Laden Sie Ihre Freunde mit Ihrem persönlichen Link ein, den Sie unter <a href="/rewardpoints/index/referral/">Guthaben &amp; Einladungen</a> finden. Wenn ein eingeladener Freund zum ersten Mal bestellt, erhalten Sie ${f.referralPoints} Punkte.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'use',
        question: 'Wie löse ich meine Punkte ein?',
        answer: `<p>Geben Sie im Warenkorb die Anzahl der Punkte ein und tippen Sie auf <strong>Punkte einlösen</strong>: Ihr Wert wird sofort von Ihrer Bestellung abgezogen. Punkte können nicht in Geld umgetauscht werden.</p>`,
      },
      {
        topic: 'account',
        key: 'forgot-password',
        question: 'Ich habe mein Passwort vergessen. Was nun?',
        answer: `<p>Wählen Sie auf der Anmeldeseite <a href="/customer/account/forgotpassword/">Passwort vergessen?</a>, geben Sie Ihre E-Mail-Adresse ein und folgen Sie dem Link, den wir Ihnen schicken. Der Link funktioniert nur einmal und nur für begrenzte Zeit.</p>`,
      },
      {
        topic: 'account',
        key: 'newsletter-and-data',
        question: 'Wie ändere ich meine Newsletter oder schließe mein Konto?',
        answer: `<p>Wählen Sie Ihre Newsletter in Ihrem Konto unter Newsletter-Einstellungen oder über den Link am Ende jedes Newsletters. Um Ihr Konto zu schließen, <a href="/contact-us">schreiben Sie uns</a>: Wir löschen Ihre Daten innerhalb von 30 Tagen, außer den Rechnungen, die wir gesetzlich aufbewahren müssen.</p>`,
      },
    ],
  };
}
