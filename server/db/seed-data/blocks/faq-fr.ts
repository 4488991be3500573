import { listIn, type BlockFacts, type FaqSeed } from './facts.ts';

/** La FAQ en français. */
export function faqFr(f: BlockFacts): FaqSeed {
  return {
    topics: [
      { key: 'ordering', title: 'Commander', intro: 'Passer, modifier et annuler une commande.' },
      { key: 'delivery', title: 'Livraison', intro: 'Frais, délais et suivi.' },
      { key: 'returns', title: 'Retours et remboursements', intro: 'Renvoyer un produit et être remboursé.' },
      { key: 'payment', title: 'Paiement', intro: 'Les moyens de paiement acceptés.' },
      { key: 'membership', title: 'Adhésion', intro: 'Pourquoi nos ventes sont réservées aux membres.' },
      { key: 'flash-sales', title: 'Ventes flash', intro: 'Nos ventes les plus courtes et les moins chères.' },
      { key: 'reward-points', title: 'Points de fidélité et parrainage', intro: 'Gagner et utiliser des points.' },
      { key: 'account', title: 'Mon compte', intro: 'Mot de passe, newsletters et données personnelles.' },
    ],
    entries: [
      {
        topic: 'ordering',
        key: 'how-to-order',
        question: 'Comment passer une commande ?',
        answer: `<p>Connectez-vous, ouvrez une vente, choisissez votre taille et ajoutez le produit à votre panier. Le panier indique les dates de livraison estimées de chaque produit. Quand vous êtes prêt, appuyez sur <strong>Commander</strong>, choisissez l'adresse de livraison et le moyen de paiement, puis confirmez.</p>
<p>Vous recevez aussitôt un e-mail de confirmation avec votre numéro de commande, et la commande apparaît dans <a href="/sales/order/history/">vos commandes</a>.</p>`,
      },
      {
        topic: 'ordering',
        key: 'basket-not-reserved',
        question: 'Les produits de mon panier sont-ils réservés ?',
        answer: `<p>Non. Nos ventes ont du succès et les stocks sont limités : un produit n'est à vous qu'une fois payé. D'ici là, un autre membre peut acheter le dernier exemplaire ; ne tardez donc pas trop à valider votre panier.</p>`,
      },
      {
        topic: 'ordering',
        key: 'cancel-or-change',
        question: 'Puis-je annuler ma commande ou changer son adresse de livraison ?',
        answer: `<p>Oui, tant que nous n'avons pas commencé à la préparer. Ouvrez la commande dans <a href="/sales/order/history/">vos commandes</a> et choisissez <strong>Annuler la commande</strong> ou <strong>Modifier l’adresse de livraison</strong>. Une fois la préparation lancée, ces boutons disparaissent ; vous pourrez toujours retourner les produits après la livraison.</p>`,
      },
      {
        topic: 'delivery',
        key: 'cost',
        question: 'Combien coûte la livraison ?',
        answer: `<p>La livraison coûte ${f.deliveryFee} par commande et elle est offerte dès ${f.freeDeliveryFrom} d'achat. Le montant exact s'affiche dans votre panier avant le paiement.</p>`,
      },
      {
        topic: 'delivery',
        key: 'when',
        question: 'Quand vais-je recevoir ma commande ?',
        answer: `<p>Les commandes quittent notre entrepôt dans les ${f.shipsWithinHours} heures suivant la fin de la vente. Chaque produit indique ses dates de livraison estimées sur sa fiche, dans votre panier et dans votre commande. Quelques produits sont expédiés directement par la marque et demandent quelques jours de plus ; leurs dates en tiennent compte.</p>`,
      },
      {
        topic: 'delivery',
        key: 'tracking',
        question: 'Comment suivre mon colis ?',
        answer: `<p>Dès que votre colis quitte l'entrepôt, nous vous envoyons un lien de suivi par e-mail. Vous le retrouvez aussi dans <a href="/sales/order/history/">vos commandes</a> : ouvrez la commande et suivez le lien de chaque expédition.</p>`,
      },
      {
        topic: 'returns',
        key: 'how-to-return',
        question: 'Comment retourner un produit ?',
        answer: `<p>Vous avez ${f.moneyBackDays} jours à compter de la livraison pour renvoyer un produit non utilisé, dans son emballage d'origine. Ouvrez la commande dans votre compte, choisissez les produits à retourner, imprimez l'étiquette prépayée que nous vous envoyons et déposez le colis en point relais.</p>
<p>Tous les détails sont sur notre page <a href="/delivery-and-returns">Livraison et retours</a>.</p>`,
      },
      {
        topic: 'returns',
        key: 'refund',
        question: 'Quand serai-je remboursé ?',
        answer: `<p>Sous 14 jours après réception de votre retour, sur le moyen de paiement utilisé. Nous vous prévenons par e-mail dès que le remboursement est parti ; votre banque peut mettre quelques jours de plus à l'afficher.</p>`,
      },
      {
        topic: 'payment',
        key: 'methods',
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer: `<p>${f.shop} accepte ${listIn('fr', f.paymentMethods)}. Chaque paiement par carte est protégé par 3-D Secure, et nous ne voyons ni ne conservons jamais le numéro complet de votre carte.</p>`,
      },
      {
        topic: 'membership',
        key: 'why-members',
        question: "Pourquoi les ventes sont-elles réservées aux membres, et combien coûte l'adhésion ?",
        answer: `<p>Les marques nous permettent de vendre leurs produits bien en dessous de leur prix habituel à condition que les ventes restent privées. L'adhésion est gratuite et sans engagement : une adresse e-mail suffit.</p>`,
      },
      {
        topic: 'flash-sales',
        key: 'what-is',
        question: "Qu'est-ce qu'une vente flash ?",
        answer: `<p>Une vente flash ne dure que quelques heures et propose une petite sélection de produits à nos prix les plus bas. De nouvelles ventes flash ouvrent chaque matin, et chacune affiche le temps qu'il lui reste. Quand elle se termine, ses prix aussi.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'earn',
        question: 'Comment gagner des points de fidélité ?',
        answer: `<p>Invitez vos amis avec votre lien personnel, que vous trouvez sous <a href="/rewardpoints/index/referral/">Crédits et parrainage</a>. Quand un ami que vous avez invité passe sa première commande, vous gagnez ${f.referralPoints} points.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'use',
        question: 'Comment utiliser mes points ?',
        answer: `<p>Dans votre panier, indiquez le nombre de points à utiliser et appuyez sur <strong>Utiliser mes points</strong> : leur valeur est aussitôt déduite de votre commande. Les points ne peuvent pas être échangés contre de l'argent.</p>`,
      },
      {
        topic: 'account',
        key: 'forgot-password',
        question: "J'ai oublié mon mot de passe. Que faire ?",
        answer: `<p>Sur la page de connexion, choisissez <a href="/customer/account/forgotpassword/">Mot de passe oublié ?</a>, saisissez votre adresse e-mail et suivez le lien que nous vous envoyons. Le lien ne fonctionne qu'une fois et pour une durée limitée.</p>`,
      },
      {
        topic: 'account',
        key: 'newsletter-and-data',
        question: 'Comment modifier mes newsletters ou fermer mon compte ?',
        answer: `<p>Choisissez vos newsletters dans votre compte, rubrique Préférences de newsletter, ou avec le lien en bas de chaque newsletter. Pour fermer votre compte, <a href="/contact-us">écrivez-nous</a> : nous supprimons vos données sous 30 jours, sauf les factures que la loi nous oblige à conserver.</p>`,
      },
    ],
  };
}
