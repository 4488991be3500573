import type { CmsPageSeed, StoreFacts } from './facts.ts';

/** The content pages in English. */
export function pagesEn(f: StoreFacts): CmsPageSeed[] {
  return [
    {
      identifier: 'about-us',
      title: 'About us',
      metaDescription: `${f.shop}: private sales on ski, snowboard and mountain gear for members.`,
      content: `<p>${f.shop} is a members-only shop for people who spend their winters on the slopes and their summers in the mountains. Every day we open private sales on skis, snowboards, boots, clothing and accessories from the brands we ride ourselves, at up to 70% below their usual price.</p>
<h2>How it works</h2>
<ul>
<li><strong>Join for free.</strong> Membership costs nothing and opens every sale.</li>
<li><strong>Sales for a few days.</strong> Each brand sale runs for a limited time; flash sales for a few hours.</li>
<li><strong>Shipped from our warehouse.</strong> Orders leave within ${f.shipsWithinHours} hours of the end of a sale.</li>
</ul>
<h2>Who we are</h2>
<p>We are a team of skiers, riders and mountain guides based in Annecy, at the foot of the Alps. We test what we sell, negotiate directly with the brands and keep only the products we would buy ourselves.</p>
<p>We are a certified <a href="/b-corp">B Corporation</a>: we publish how we work with suppliers, how we ship and what we do with unsold stock.</p>
<h2>Talk to us</h2>
<p>Our customer service answers on ${f.phone} (${f.hours}) and at <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'cookie-policy',
      title: 'Cookie policy',
      metaDescription: `Which cookies ${f.shop} uses, why, and how to change your choice.`,
      content: `<p>Cookies are small files that a website stores in your browser. ${f.shop} uses them to run the shop and, only if you agree, to measure its audience and show you relevant offers. You choose in the cookie banner, and you can change your choice at any time with the "Cookie settings" link at the bottom of every page.</p>
<h2>Essential cookies (always on)</h2>
<p>Needed for the shop to work: they keep your session and your basket, protect your account and the checkout against fraud, and remember your cookie choices. They cannot be switched off, and they are never used for advertising.</p>
<h2>Functional and Performance cookies</h2>
<p>With your consent, they measure how the shop is used (pages viewed, searches, errors) so that we can improve it. The measurement is done by our own analytics (Matomo) and through Google Tag Manager.</p>
<h2>Advertising cookies</h2>
<p>With your consent, they let us and our advertising partners (such as Google and Meta) show you offers that match your interests and measure whether our campaigns work, for example whether a visit from an advertisement led to an order.</p>
<h2>How long we keep them</h2>
<p>Your session, and the cookie choice kept with it, ends after 30 days without a visit; then we ask again. The cookies that remember which advertisement brought you last 7 days. Partners' cookies last at most 13 months.</p>
<h2>Your rights</h2>
<p>You may withdraw your consent as easily as you gave it. For anything else about your personal data, read our <a href="/privacy-policy">privacy policy</a> or write to <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'privacy-policy',
      title: 'Privacy policy',
      metaDescription: `How ${f.shop} handles your personal data.`,
      content: `<p>This policy explains which personal data ${f.company} collects when you use ${f.shop}, why, and what rights you have.</p>
<h2>What we collect</h2>
<ul>
<li>Your account: name, email address, password (stored only as a secure hash), preferences and the brands you follow.</li>
<li>Your orders: delivery and billing addresses, phone number, products bought, payments (card details stay with our payment provider).</li>
<li>Your use of the shop, if you accept the cookies that measure it (see our <a href="/cookie-policy">cookie policy</a>).</li>
</ul>
<h2>Why</h2>
<p>To run your account and deliver your orders (contract), to send you our sales newsletter if you subscribed (consent), to prevent fraud and keep our accounts (legal obligation and legitimate interest).</p>
<h2>How long</h2>
<p>Account data as long as your account is open and 3 years after your last activity; invoices for 10 years, as the law requires.</p>
<h2>Your rights</h2>
<p>You may see, correct, export or delete your data, object to its use, and withdraw any consent. Write to <a href="mailto:${f.email}">${f.email}</a> or ${f.address}. You may also complain to your data protection authority.</p>`,
    },
    {
      identifier: 'terms-and-conditions',
      title: 'Terms and conditions',
      metaDescription: `The terms of sale of ${f.shop}.`,
      content: `<p>These terms apply to every order placed on ${f.shop}, operated by ${f.company}, ${f.address}.</p>
<h2>1. Membership</h2>
<p>Sales are open to members. Membership is free; you must be at least 18 years old and give accurate details. You are responsible for keeping your password secret.</p>
<h2>2. Prices and orders</h2>
<p>Prices include VAT and are valid for the duration of a sale, while stock lasts. Your order is accepted when we confirm it by email. Products in your basket are not reserved until you pay.</p>
<h2>3. Delivery</h2>
<p>Delivery costs ${f.deliveryFee}, and is free for orders from ${f.freeDeliveryFrom}. Orders leave our warehouse within ${f.shipsWithinHours} hours; see <a href="/delivery-and-returns">delivery and returns</a> for times.</p>
<h2>4. Right of withdrawal and refunds</h2>
<p>You have ${f.moneyBackDays} days from delivery to return a product in its original condition and be refunded, including the standard delivery cost.</p>
<h2>5. Warranty</h2>
<p>All products carry the legal warranty of conformity and against hidden defects, and the manufacturer's warranty where one is given.</p>
<h2>6. Contact and disputes</h2>
<p>Customer service: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>. If we cannot agree, you may turn to a consumer mediator or the competent courts.</p>`,
    },
    {
      identifier: 'delivery-and-returns',
      title: 'Delivery & returns',
      metaDescription: `Delivery costs, times and returns at ${f.shop}.`,
      content: `<h2>Delivery</h2>
<ul>
<li>Delivery costs ${f.deliveryFee}; it is free for orders from ${f.freeDeliveryFrom}.</li>
<li>Orders leave our warehouse within ${f.shipsWithinHours} hours once the sale ends; each product shows its estimated delivery dates.</li>
<li>You receive a tracking link by email as soon as your parcel is on its way, and you find it in your order history.</li>
</ul>
<h2>Returns</h2>
<p>Changed your mind? You have ${f.moneyBackDays} days from delivery to send a product back, unused and in its original packaging.</p>
<ol>
<li>Open the order in your account and choose the products to return.</li>
<li>Print the prepaid label we send you and drop the parcel at a pick-up point.</li>
<li>We refund you within 14 days of receiving it, on the payment method you used.</li>
</ol>
<p>Questions? Call ${f.phone} (${f.hours}) or write to <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'b-corp',
      title: 'We are a B Corp',
      metaDescription: `${f.shop} is a certified B Corporation.`,
      content: `<p>B Corp certification is given to companies that meet high standards of social and environmental performance, transparency and accountability. ${f.shop} has been certified since 2023.</p>
<h2>What it means for you</h2>
<ul>
<li><strong>Less waste.</strong> Private sales give a second chance to the brands' unsold stock instead of destroying it.</li>
<li><strong>Lighter parcels.</strong> Recycled and recyclable packaging, sized to the order, and grouped shipments.</li>
<li><strong>Fair partners.</strong> We pay our suppliers on time and publish our sourcing rules.</li>
</ul>
<h2>Our commitments for the next three years</h2>
<p>Halve the emissions of our deliveries per order, repair or resell every returned product that can be, and give 1% of our revenue to mountain conservation projects.</p>
<p>Read more <a href="/about-us">about us</a>.</p>`,
    },
  ];
}
