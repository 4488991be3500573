import type { CmsPageSeed, StoreFacts } from './facts.ts';

/** Les pages de contenu en français. */
export function pagesFr(f: StoreFacts): CmsPageSeed[] {
  return [
    {
      identifier: 'about-us',
      title: 'Qui sommes-nous',
      metaDescription: `${f.shop} : ventes privées de matériel de ski, de snowboard et de montagne pour ses membres.`,
      content: `<p>${f.shop} est une boutique réservée à ses membres, pour celles et ceux qui passent l’hiver sur les pistes et l’été en montagne. Chaque jour, nous ouvrons des ventes privées de skis, snowboards, chaussures, vêtements et accessoires des marques que nous utilisons nous-mêmes, jusqu’à 70 % moins cher que leur prix habituel.</p>
<h2>Comment ça marche</h2>
<ul>
<li><strong>Inscription gratuite.</strong> Devenir membre ne coûte rien et donne accès à toutes les ventes.</li>
<li><strong>Des ventes de quelques jours.</strong> Chaque vente de marque dure un temps limité ; les ventes flash, quelques heures.</li>
<li><strong>Expédié depuis notre entrepôt.</strong> Les commandes partent dans les ${f.shipsWithinHours} heures après la fin d’une vente.</li>
</ul>
<h2>Qui nous sommes</h2>
<p>Nous sommes une équipe de skieurs, de riders et de guides de haute montagne installée à Annecy, au pied des Alpes. Nous testons ce que nous vendons, négocions directement avec les marques et ne gardons que les produits que nous achèterions nous-mêmes.</p>
<p>Nous sommes une entreprise certifiée <a href="/b-corp">B Corp</a> : nous publions notre façon de travailler avec nos fournisseurs, d’expédier et de traiter les invendus.</p>
<h2>Nous contacter</h2>
<p>Notre service client répond au ${f.phone} (${f.hours}) et à <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'cookie-policy',
      title: 'Politique de cookies',
      metaDescription: `Les cookies utilisés par ${f.shop}, leur raison d’être et comment modifier votre choix.`,
      content: `<p>Les cookies sont de petits fichiers qu’un site enregistre dans votre navigateur. ${f.shop} les utilise pour faire fonctionner la boutique et, seulement si vous l’acceptez, pour mesurer son audience et vous montrer des offres pertinentes. Vous choisissez dans le bandeau cookies et pouvez changer d’avis à tout moment grâce au lien « Paramètres des cookies » en bas de chaque page.</p>
<h2>Cookies essentiels (toujours actifs)</h2>
<p>Indispensables au fonctionnement de la boutique : ils conservent votre session et votre panier, protègent votre compte et le paiement contre la fraude et retiennent vos choix en matière de cookies. Ils ne peuvent pas être désactivés et ne servent jamais à la publicité.</p>
<h2>Cookies fonctionnels et de performance</h2>
<p>Avec votre accord, ils mesurent l’utilisation de la boutique (pages vues, recherches, erreurs) afin que nous puissions l’améliorer. La mesure est faite par notre propre outil d’analyse (Matomo) et via Google Tag Manager.</p>
<h2>Cookies publicitaires</h2>
<p>Avec votre accord, ils nous permettent, ainsi qu’à nos partenaires publicitaires (comme Google et Meta), de vous montrer des offres adaptées à vos centres d’intérêt et de mesurer l’efficacité de nos campagnes, par exemple si une visite venue d’une publicité a abouti à une commande.</p>
<h2>Durée de conservation</h2>
<p>Votre session, et le choix de cookies qui l’accompagne, prend fin après 30 jours sans visite ; nous vous redemandons alors votre choix. Les cookies qui retiennent la publicité qui vous a amené durent 7 jours. Les cookies des partenaires durent au plus 13 mois.</p>
<h2>Vos droits</h2>
<p>Vous pouvez retirer votre consentement aussi facilement que vous l’avez donné. Pour toute autre question sur vos données personnelles, lisez notre <a href="/privacy-policy">politique de confidentialité</a> ou écrivez à <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'privacy-policy',
      title: 'Politique de confidentialité',
      metaDescription: `Comment ${f.shop} traite vos données personnelles.`,
      content: `<p>Cette politique explique quelles données personnelles ${f.company} collecte lorsque vous utilisez ${f.shop}, pourquoi, et quels sont vos droits.</p>
<h2>Ce que nous collectons</h2>
<ul>
<li>Votre compte : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte sécurisée), préférences et marques suivies.</li>
<li>Vos commandes : adresses de livraison et de facturation, téléphone, produits achetés, paiements (les données de carte restent chez notre prestataire de paiement).</li>
<li>Votre utilisation de la boutique, si vous acceptez les cookies de mesure (voir notre <a href="/cookie-policy">politique de cookies</a>).</li>
</ul>
<h2>Pourquoi</h2>
<p>Pour gérer votre compte et livrer vos commandes (contrat), vous envoyer notre newsletter si vous y êtes abonné (consentement), prévenir la fraude et tenir notre comptabilité (obligation légale et intérêt légitime).</p>
<h2>Combien de temps</h2>
<p>Les données du compte tant qu’il est ouvert et 3 ans après votre dernière activité ; les factures 10 ans, comme la loi l’exige.</p>
<h2>Vos droits</h2>
<p>Vous pouvez consulter, corriger, exporter ou supprimer vos données, vous opposer à leur utilisation et retirer tout consentement. Écrivez à <a href="mailto:${f.email}">${f.email}</a> ou à ${f.address}. Vous pouvez aussi saisir la CNIL.</p>`,
    },
    {
      identifier: 'terms-and-conditions',
      title: 'Conditions générales de vente',
      metaDescription: `Les conditions générales de vente de ${f.shop}.`,
      content: `<p>Ces conditions s’appliquent à toute commande passée sur ${f.shop}, exploité par ${f.company}, ${f.address}.</p>
<h2>1. Adhésion</h2>
<p>Les ventes sont réservées aux membres. L’adhésion est gratuite ; vous devez avoir au moins 18 ans et fournir des informations exactes. Vous êtes responsable de la confidentialité de votre mot de passe.</p>
<h2>2. Prix et commandes</h2>
<p>Les prix s’entendent TTC et valent pour la durée d’une vente, dans la limite des stocks disponibles. Votre commande est acceptée lorsque nous la confirmons par e-mail. Les produits de votre panier ne sont pas réservés tant que vous n’avez pas payé.</p>
<h2>3. Livraison</h2>
<p>La livraison coûte ${f.deliveryFee} et est offerte dès ${f.freeDeliveryFrom} d’achat. Les commandes quittent notre entrepôt sous ${f.shipsWithinHours} heures ; voir <a href="/delivery-and-returns">livraison et retours</a> pour les délais.</p>
<h2>4. Droit de rétractation et remboursement</h2>
<p>Vous disposez de ${f.moneyBackDays} jours à compter de la livraison pour retourner un produit dans son état d’origine et être remboursé, frais de livraison standard compris.</p>
<h2>5. Garanties</h2>
<p>Tous les produits bénéficient de la garantie légale de conformité et de la garantie contre les vices cachés, ainsi que de la garantie du fabricant lorsqu’elle existe.</p>
<h2>6. Contact et litiges</h2>
<p>Service client : ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>. À défaut d’accord, vous pouvez recourir gratuitement à un médiateur de la consommation ou aux tribunaux compétents.</p>`,
    },
    {
      identifier: 'delivery-and-returns',
      title: 'Livraison et retours',
      metaDescription: `Frais, délais de livraison et retours chez ${f.shop}.`,
      content: `<h2>Livraison</h2>
<ul>
<li>La livraison coûte ${f.deliveryFee} ; elle est offerte dès ${f.freeDeliveryFrom} d’achat.</li>
<li>Les commandes quittent notre entrepôt sous ${f.shipsWithinHours} heures après la fin de la vente ; chaque produit indique ses dates de livraison estimées.</li>
<li>Vous recevez un lien de suivi par e-mail dès que votre colis est en route ; il figure aussi dans l’historique de vos commandes.</li>
</ul>
<h2>Retours</h2>
<p>Vous avez changé d’avis ? Vous disposez de ${f.moneyBackDays} jours à compter de la livraison pour renvoyer un produit, non utilisé et dans son emballage d’origine.</p>
<ol>
<li>Ouvrez la commande dans votre compte et choisissez les produits à retourner.</li>
<li>Imprimez l’étiquette prépayée que nous vous envoyons et déposez le colis en point relais.</li>
<li>Nous vous remboursons sous 14 jours après réception, sur le moyen de paiement utilisé.</li>
</ol>
<p>Une question ? Appelez le ${f.phone} (${f.hours}) ou écrivez à <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'b-corp',
      title: 'Nous sommes une B Corp',
      metaDescription: `${f.shop} est une entreprise certifiée B Corp.`,
      content: `<p>La certification B Corp distingue les entreprises qui répondent à des exigences élevées de performance sociale et environnementale, de transparence et de responsabilité. ${f.shop} est certifiée depuis 2023.</p>
<h2>Ce que cela change pour vous</h2>
<ul>
<li><strong>Moins de gaspillage.</strong> Les ventes privées donnent une seconde chance aux invendus des marques au lieu de les détruire.</li>
<li><strong>Des colis plus légers.</strong> Emballages recyclés et recyclables, à la taille de la commande, et envois regroupés.</li>
<li><strong>Des partenaires respectés.</strong> Nous payons nos fournisseurs à temps et publions nos règles d’approvisionnement.</li>
</ul>
<h2>Nos engagements pour les trois prochaines années</h2>
<p>Diviser par deux les émissions de nos livraisons par commande, réparer ou revendre chaque produit retourné qui peut l’être, et reverser 1 % de notre chiffre d’affaires à des projets de protection de la montagne.</p>
<p>En savoir plus sur <a href="/about-us">qui nous sommes</a>.</p>`,
    },
  ];
}
