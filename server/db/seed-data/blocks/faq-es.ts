import { listIn, type BlockFacts, type FaqSeed } from './facts.ts';

/** Las preguntas frecuentes en español. */
export function faqEs(f: BlockFacts): FaqSeed {
  return {
    topics: [
      { key: 'ordering', title: 'Pedidos', intro: 'Hacer, cambiar y cancelar un pedido.' },
      { key: 'delivery', title: 'Envío', intro: 'Gastos, plazos y seguimiento.' },
      { key: 'returns', title: 'Devoluciones y reembolsos', intro: 'Devolver un producto y recuperar tu dinero.' },
      { key: 'payment', title: 'Pago', intro: 'Cómo puedes pagar.' },
      { key: 'membership', title: 'Socios', intro: 'Por qué nuestras ventas son para socios.' },
      { key: 'flash-sales', title: 'Ventas flash', intro: 'Nuestras ventas más cortas y con mejores precios.' },
      { key: 'reward-points', title: 'Puntos y recomendaciones', intro: 'Ganar y usar puntos.' },
      { key: 'account', title: 'Mi cuenta', intro: 'Contraseña, newsletters y tus datos.' },
    ],
    entries: [
      {
        topic: 'ordering',
        key: 'how-to-order',
        question: '¿Cómo hago un pedido?',
        answer: `<p>Inicia sesión, abre una venta, elige tu talla y añade el producto a la cesta. La cesta muestra las fechas de entrega estimadas de cada producto. Cuando lo tengas todo, pulsa <strong>Tramitar pedido</strong>, elige la dirección de entrega y la forma de pago y confirma.</p>
<p>Recibirás al momento un correo de confirmación con tu número de pedido, y el pedido aparecerá en <a href="/sales/order/history/">tus pedidos</a>.</p>`,
      },
      {
        topic: 'ordering',
        key: 'basket-not-reserved',
        question: '¿Los productos de mi cesta están reservados?',
        answer: `<p>No. Nuestras ventas tienen mucho éxito y las existencias son limitadas: un producto solo es tuyo cuando lo has pagado. Hasta entonces otro socio puede comprar la última unidad, así que no esperes demasiado para finalizar la compra.</p>`,
      },
      {
        topic: 'ordering',
        key: 'cancel-or-change',
        question: '¿Puedo cancelar mi pedido o cambiar la dirección de entrega?',
        answer: `<p>Sí, mientras no hayamos empezado a prepararlo. Abre el pedido en <a href="/sales/order/history/">tus pedidos</a> y elige <strong>Cancelar el pedido</strong> o <strong>Cambiar la dirección de envío</strong>. Cuando empieza la preparación, estos botones desaparecen; siempre podrás devolver los productos después de recibirlos.</p>`,
      },
      {
        topic: 'delivery',
        key: 'cost',
        question: '¿Cuánto cuesta el envío?',
        answer: `<p>El envío cuesta ${f.deliveryFee} por pedido y es gratis a partir de ${f.freeDeliveryFrom}. El importe exacto aparece en la cesta antes de pagar.</p>`,
      },
      {
        topic: 'delivery',
        key: 'when',
        question: '¿Cuándo llegará mi pedido?',
        answer: `<p>Los pedidos salen de nuestro almacén en las ${f.shipsWithinHours} horas siguientes al final de la venta. Cada producto muestra sus fechas de entrega estimadas en su ficha, en la cesta y en tu pedido. Algunos productos los envía directamente la marca y tardan unos días más; sus fechas ya lo tienen en cuenta.</p>`,
      },
      {
        topic: 'delivery',
        key: 'tracking',
        question: '¿Cómo puedo seguir mi paquete?',
        answer: `<p>En cuanto tu paquete sale del almacén te enviamos un enlace de seguimiento por correo. También lo encontrarás en <a href="/sales/order/history/">tus pedidos</a>: abre el pedido y sigue el enlace de cada envío.</p>`,
      },
      {
        topic: 'returns',
        key: 'how-to-return',
        question: '¿Cómo devuelvo un producto?',
        answer: `<p>Tienes ${f.moneyBackDays} días desde la entrega para devolver un producto sin usar y en su embalaje original. Abre el pedido en tu cuenta, elige los productos, imprime la etiqueta prepagada que te enviamos y deja el paquete en un punto de recogida.</p>
<p>Todos los detalles están en nuestra página de <a href="/delivery-and-returns">envíos y devoluciones</a>.</p>`,
      },
      {
        topic: 'returns',
        key: 'refund',
        question: '¿Cuándo recibiré el reembolso?',
        answer: `<p>En un plazo de 14 días desde que recibimos tu devolución, en la forma de pago que usaste. Te avisamos por correo en cuanto el reembolso está en camino; tu banco puede tardar unos días más en mostrarlo.</p>`,
      },
      {
        topic: 'payment',
        key: 'methods',
        question: '¿Qué formas de pago aceptáis?',
        answer: `<p>${f.shop} acepta ${listIn('es', f.paymentMethods)}. Todos los pagos con tarjeta están protegidos con 3-D Secure, y nunca vemos ni guardamos el número completo de tu tarjeta.</p>`,
      },
      {
        topic: 'membership',
        key: 'why-members',
        question: '¿Por qué las ventas son solo para socios y cuánto cuesta hacerse socio?',
        answer: `<p>Las marcas nos permiten vender sus productos muy por debajo de su precio habitual con la condición de que las ventas sean privadas. Hacerse socio es gratis y sin compromiso: solo necesitas una dirección de correo.</p>`,
      },
      {
        topic: 'flash-sales',
        key: 'what-is',
        question: '¿Qué es una venta flash?',
        answer: `<p>Una venta flash dura solo unas horas y ofrece una pequeña selección de productos a nuestros precios más bajos. Cada mañana abren nuevas ventas flash, y cada una muestra el tiempo que le queda. Cuando termina, sus precios terminan con ella.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'earn',
        question: '¿Cómo gano puntos?',
        answer: `<p>Invita a tus amigos con tu enlace personal, que encontrarás en <a href="/rewardpoints/index/referral/">Saldo e invitaciones</a>. Cuando un amigo al que invitaste hace su primer pedido, ganas ${f.referralPoints} puntos.</p>`,
      },
      {
        topic: 'reward-points',
        key: 'use',
        question: '¿Cómo uso mis puntos?',
        answer: `<p>En la cesta, indica cuántos puntos quieres usar y pulsa <strong>Usar mis puntos</strong>: su valor se descuenta al momento de tu pedido. Los puntos no se pueden cambiar por dinero.</p>`,
      },
      {
        topic: 'account',
        key: 'forgot-password',
        question: 'He olvidado mi contraseña. ¿Qué hago?',
        answer: `<p>En la página de inicio de sesión elige <a href="/customer/account/forgotpassword/">¿Has olvidado tu contraseña?</a>, escribe tu dirección de correo y sigue el enlace que te enviamos. El enlace solo funciona una vez y durante un tiempo limitado.</p>`,
      },
      {
        topic: 'account',
        key: 'newsletter-and-data',
        question: '¿Cómo cambio mis newsletters o cierro mi cuenta?',
        answer: `<p>Elige tus newsletters en tu cuenta, en Preferencias de la newsletter, o con el enlace que aparece al final de cada newsletter. Para cerrar tu cuenta, <a href="/contact-us">escríbenos</a>: borramos tus datos en 30 días, salvo las facturas que la ley nos obliga a conservar.</p>`,
      },
    ],
  };
}
