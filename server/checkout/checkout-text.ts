import { inLanguage } from '../members/messages.ts';

/** What the checkout stand-in says, in the store's language: [English, French, German]. */
const TEXT = {
  title: ['Checkout', 'Paiement', 'Kasse'],
  backToBasket: ['Back to my basket', 'Retour à mon panier', 'Zurück zum Warenkorb'],
  signInTitle: ['Sign in to place your order', 'Connectez-vous pour passer commande', 'Melden Sie sich an, um zu bestellen'],
  signInText: [
    'Our sales are for members. Sign in, and your basket is waiting for you.',
    'Nos ventes sont réservées aux membres. Connectez-vous : votre panier vous attend.',
    'Unsere Aktionen sind Mitgliedern vorbehalten. Melden Sie sich an, Ihr Warenkorb wartet auf Sie.',
  ],
  signIn: ['Sign in', 'Se connecter', 'Anmelden'],
  emptyTitle: ['Your basket is empty', 'Votre panier est vide', 'Ihr Warenkorb ist leer'],
  emptyText: [
    'Add a product from the sales, then come back to pay.',
    'Ajoutez un produit des ventes, puis revenez payer.',
    'Legen Sie ein Produkt aus den Aktionen in den Warenkorb und kommen Sie dann zurück.',
  ],
  seeSales: ['See the sales', 'Voir les ventes', 'Zu den Aktionen'],
  yourOrder: ['Your order', 'Votre commande', 'Ihre Bestellung'],
  quantity: ['Qty', 'Qté', 'Menge'],
  subtotal: ['Subtotal', 'Sous-total', 'Zwischensumme'],
  delivery: ['Delivery', 'Livraison', 'Versand'],
  free: ['Free', 'Offerte', 'Kostenlos'],
  discount: ['Discount', 'Remise', 'Rabatt'],
  total: ['Total', 'Total', 'Gesamtsumme'],
  address: ['Delivery address', 'Adresse de livraison', 'Lieferadresse'],
  noAddress: [
    'You have no saved address yet. Add one, then come back to place your order.',
    'Vous n’avez pas encore d’adresse enregistrée. Ajoutez-en une, puis revenez passer commande.',
    'Sie haben noch keine gespeicherte Adresse. Legen Sie eine an und kommen Sie dann zurück.',
  ],
  addAddress: ['Add an address', 'Ajouter une adresse', 'Adresse hinzufügen'],
  payment: ['Payment method', 'Moyen de paiement', 'Zahlungsart'],
  bankTransfer: ['Bank transfer', 'Virement bancaire', 'Banküberweisung'],
  expires: ['expires', 'expire le', 'gültig bis'],
  placeOrder: ['Place my order', 'Passer ma commande', 'Jetzt bestellen'],
  standardDelivery: ['Standard delivery', 'Livraison standard', 'Standardversand'],
  coupon: ['Coupon', 'Code promo', 'Gutschein'],
  rewardPoints: ['Reward points', 'Points fidélité', 'Treuepunkte'],
  fixBasket: [
    'Your basket needs a change before you can order:',
    'Votre panier doit être modifié avant de commander :',
    'Ihr Warenkorb muss vor der Bestellung geändert werden:',
  ],
  soldOut: [
    'A product of your basket has just sold out. Please check your basket.',
    'Un produit de votre panier vient d’être épuisé. Vérifiez votre panier.',
    'Ein Produkt in Ihrem Warenkorb ist gerade ausverkauft. Bitte prüfen Sie Ihren Warenkorb.',
  ],
  chooseAddress: ['Choose a delivery address.', 'Choisissez une adresse de livraison.', 'Wählen Sie eine Lieferadresse.'],
  choosePayment: ['Choose a payment method.', 'Choisissez un moyen de paiement.', 'Wählen Sie eine Zahlungsart.'],
  expired: [
    'This checkout page has expired. Please check your order and place it again.',
    'Cette page de paiement a expiré. Vérifiez votre commande et validez-la à nouveau.',
    'Diese Kassenseite ist abgelaufen. Bitte prüfen Sie Ihre Bestellung und senden Sie sie erneut ab.',
  ],
  standIn: [
    'Demo checkout of the reference server: no payment is taken.',
    'Paiement de démonstration du serveur de référence : aucun débit n’est effectué.',
    'Demo-Kasse des Referenzservers: Es wird nichts abgebucht.',
  ],
} as const satisfies Record<string, readonly [string, string, string]>;

export type CheckoutTextKey = keyof typeof TEXT;

export function checkoutText(key: CheckoutTextKey, language: string): string {
  return inLanguage(TEXT[key], language);
}
