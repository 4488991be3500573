import { listIn, type BlockFacts, type FaqSeed } from './facts.ts';

/** The FAQ in English. */
export function faqEn(f: BlockFacts): FaqSeed {
  return {
    topics: [
      { key: 'ordering', title: 'Ordering', intro: 'Placing, changing and cancelling an order.' },
      { key: 'delivery', title: 'Delivery', intro: 'Costs, times and tracking.' },
      { key: 'returns', title: 'Returns and refunds', intro: 'Sending a product back and getting your money.' },
      { key: 'payment', title: 'Payment', intro: 'How you can pay.' },
      { key: 'membership', title: 'Membership', intro: 'Why our sales are for members.' },
      { key: 'flash-sales', title: 'Flash sales', intro: 'Our shortest and sharpest sales.' },
      { key: 'reward-points', title: 'Reward points and referral', intro: 'Earning and using points.' },
      { key: 'account', title: 'My account', intro: 'Password, newsletters and your data.' },
    ],
    entries: [
      {
        topic: 'ordering',
        key: 'how-to-order',
        question: 'How do I place an order?',
        answer: `<p>Sign in, open a sale, choose your size and add the product to your basket. Your basket shows the estimated delivery dates of each product. When you are ready, press <strong>Checkout</strong>, choose your delivery address and payment method and confirm.</p>
<p>You receive a confirmation email with your order number straight away, and the order appears in <a href="/sales/order/history/">your orders</a>.</p>`,
      },
      {
        topic: 'ordering',
        key: 'basket-not-reserved',
        question: 'Are the products in my basket reserved?',
        answer: `<p>No. Our sales are popular and stock is limited: a product is only yours once you have paid for it. Until then another member may buy the last one, so don't wait too long before checking out.</p>`,
      },
      {
        topic: 'ordering',
        key: 'cancel-or-change',
        question: 'Can I cancel my order or change its delivery address?',
        answer: `<p>Yes, as long as we have not started preparing it. Open the order in <a href="/sales/order/history/">your orders</a> and choose <strong>Cancel the order</strong> or <strong>Change the delivery address</strong>. Once preparation has started these buttons disappear; you can still return the products after delivery.</p>`,
      },
      {
        topic: 'delivery',
        key: 'cost',
        question: 'How much does delivery cost?',
        answer: `<p>Delivery costs ${f.deliveryFee} per order and is free for orders from ${f.freeDeliveryFrom}. The exact amount is shown in your basket before you pay.</p>`,
      },
      {
        topic: 'delivery',
        key: 'when',
        question: 'When will my order arrive?',
        answer: `<p>Orders leave our warehouse within ${f.shipsWithinHours} hours of the end of the sale. Every product shows its estimated delivery dates on its page, in your basket and in your order. A few products are shipped directly by the brand and take a few days longer; their dates say so.</p>`,
      },
      {
        topic: 'delivery',
        key: 'tracking',
        question: 'How can I track my parcel?',
        answer: `<p>As soon as your parcel leaves the warehouse we email you a tracking link. You also find it in <a href="/sales/order/history/">your orders</a>: open the order and follow the tracking link of each shipment.</p>`,
      },
      {
        topic: 'returns',
        key: 'how-to-return',
        question: 'How do I return a product?',
        answer: `<p>You have ${f.moneyBackDays} days from delivery to send a product back, unused and in its original packaging. Open the order in your account, choose the products to return, print the prepaid label we send you and drop the parcel at a pick-up point.</p>
<p>All the details are on our <a href="/delivery-and-returns">delivery and returns</a> page.</p>`,
      },
      {
        topic: 'returns',
        key: 'refund',
        question: 'When will I be refunded?',
        answer: `<p>Within 14 days of receiving your return, on the payment method you used. We email you as soon as the refund is on its way; your bank may take a few more days to show it.</p>`,
      },
      {
        topic: 'payment',
        key: 'methods',
        question: 'Which payment methods do you accept?',
        answer: `<p>${f.shop} accepts ${listIn('en', f.paymentMethods)}. Every card payment is protected by 3-D Secure, and we never see or keep your full card number.</p>`,
      },
      {
        topic: 'membership',
        key: 'why-members',
        question: 'Why are the sales for members only, and what does membership cost?',
        answer: `<p>The brands let us sell their products well below the usual price on condition that the sales stay private. Membership is free and commits you to nothing: an email address is all it takes.</p>`,
      },
      {
        topic: 'flash-sales',
        key: 'what-is',
        question: 'What is a flash sale?',
        answer: `<p>A flash sale lasts only a few hours and offers a small selection of products at our lowest prices. New flash sales open every morning, and each one shows the time it has left. When it ends, its prices end with it.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'earn',
        question: 'How do I earn reward points?',
        answer: `<p>Invite your friends with your personal link, which you find under <a href="/rewardpoints/index/referral/">Credits &amp; Invitations</a>. When a friend you invited places a first order, you earn ${f.referralPoints} points.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'use',
        question: 'How do I use my reward points?',
        answer: `<p>In your basket, enter the number of points to use and press <strong>Use points</strong>: their value comes off your order straight away. Points cannot be exchanged for cash.</p>`,
      },
      {
        topic: 'account',
        key: 'forgot-password',
        question: 'I have forgotten my password. What do I do?',
        answer: `<p>On the sign-in page choose <a href="/customer/account/forgotpassword/">Forgot your password?</a>, enter your email address and follow the link we send you. The link works once and for a limited time.</p>`,
      },
      {
        topic: 'account',
        key: 'newsletter-and-data',
        question: 'How do I change my newsletters or close my account?',
        answer: `<p>Choose your newsletters in your account under Newsletter preferences, or with the link at the bottom of every newsletter. To close your account, <a href="/contact-us">send us a message</a>: we delete your data within 30 days, except the invoices the law requires us to keep.</p>`,
      },
    ],
  };
}
