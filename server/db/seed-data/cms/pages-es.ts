import type { CmsPageSeed, StoreFacts } from './facts.ts';

/** Las páginas de contenido en español. */
export function pagesEs(f: StoreFacts): CmsPageSeed[] {
  return [
    {
      identifier: 'about-us',
      title: 'Sobre nosotros',
      metaDescription: `${f.shop}: ventas privadas de material de esquí, snowboard y montaña para socios.`,
      content: `<p>${f.shop} es una tienda exclusiva para socios, pensada para quienes pasan el invierno en las pistas y el verano en la montaña. Cada día abrimos ventas privadas de esquís, tablas de snowboard, botas, ropa y accesorios de las marcas que usamos nosotros mismos, con descuentos de hasta el 70 % sobre su precio habitual.</p>
<h2>Cómo funciona</h2>
<ul>
<li><strong>Hazte socio gratis.</strong> Ser socio no cuesta nada y te da acceso a todas las ventas.</li>
<li><strong>Ventas de pocos días.</strong> Cada venta de marca dura un tiempo limitado; las ventas flash, solo unas horas.</li>
<li><strong>Enviado desde nuestro almacén.</strong> Los pedidos salen en un plazo de ${f.shipsWithinHours} horas desde el cierre de la venta.</li>
</ul>
<h2>Quiénes somos</h2>
<p>Somos un equipo de esquiadores, riders y guías de montaña con sede en Annecy, al pie de los Alpes. Probamos lo que vendemos, negociamos directamente con las marcas y solo nos quedamos con los productos que compraríamos nosotros mismos.</p>
<p>Somos una empresa con certificación <a href="/b-corp">B Corp</a>: publicamos cómo trabajamos con nuestros proveedores, cómo hacemos los envíos y qué hacemos con el stock que no se vende.</p>
<h2>Contacta con nosotros</h2>
<p>Nuestro servicio de atención al cliente te atiende en el ${f.phone} (${f.hours}) y en <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'cookie-policy',
      title: 'Política de cookies',
      metaDescription: `Qué cookies utiliza ${f.shop}, para qué sirven y cómo cambiar tu elección.`,
      content: `<p>Las cookies son pequeños archivos que un sitio web guarda en tu navegador. ${f.shop} las utiliza para que la tienda funcione y, solo si lo aceptas, para medir su audiencia y mostrarte ofertas que te interesen. Tú eliges en el banner de cookies y puedes cambiar de opinión en cualquier momento desde el enlace «Configuración de cookies», al pie de cada página.</p>
<h2>Cookies esenciales (siempre activas)</h2>
<p>Son imprescindibles para que la tienda funcione: mantienen tu sesión y tu cesta, protegen tu cuenta y el pago frente al fraude y recuerdan tus preferencias de cookies. No se pueden desactivar y nunca se utilizan con fines publicitarios.</p>
<h2>Cookies funcionales y de rendimiento</h2>
<p>Con tu consentimiento, miden cómo se usa la tienda (páginas vistas, búsquedas, errores) para que podamos mejorarla. La medición se realiza con nuestra propia herramienta de analítica (Matomo) y a través de Google Tag Manager.</p>
<h2>Cookies publicitarias</h2>
<p>Con tu consentimiento, nos permiten, a nosotros y a nuestros colaboradores publicitarios (como Google y Meta), mostrarte ofertas acordes con tus intereses y medir la eficacia de nuestras campañas; por ejemplo, si una visita procedente de un anuncio terminó en un pedido.</p>
<h2>Cuánto tiempo las conservamos</h2>
<p>Tu sesión, y la elección de cookies que se guarda con ella, caduca tras 30 días sin visitas; entonces te volvemos a preguntar. Las cookies que recuerdan qué anuncio te trajo hasta nosotros duran 7 días. Las cookies de nuestros colaboradores duran como máximo 13 meses.</p>
<h2>Tus derechos</h2>
<p>Puedes retirar tu consentimiento con la misma facilidad con que lo diste. Para cualquier otra cuestión sobre tus datos personales, consulta nuestra <a href="/privacy-policy">política de privacidad</a> o escríbenos a <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'privacy-policy',
      title: 'Política de privacidad',
      metaDescription: `Cómo trata ${f.shop} tus datos personales.`,
      content: `<p>Esta política explica qué datos personales recoge ${f.company} cuando utilizas ${f.shop}, con qué finalidad y qué derechos tienes.</p>
<h2>Qué datos recogemos</h2>
<ul>
<li>Tu cuenta: nombre, dirección de correo electrónico, contraseña (guardada únicamente como hash seguro), preferencias y las marcas que sigues.</li>
<li>Tus pedidos: direcciones de entrega y de facturación, número de teléfono, productos comprados y pagos (los datos de tu tarjeta los conserva solo nuestro proveedor de pagos).</li>
<li>Tu uso de la tienda, si aceptas las cookies que lo miden (consulta nuestra <a href="/cookie-policy">política de cookies</a>).</li>
</ul>
<h2>Para qué</h2>
<p>Para gestionar tu cuenta y entregarte tus pedidos (ejecución del contrato), enviarte nuestra newsletter de ventas si te has suscrito (consentimiento), y prevenir el fraude y llevar nuestra contabilidad (obligación legal e interés legítimo).</p>
<h2>Durante cuánto tiempo</h2>
<p>Los datos de tu cuenta, mientras esté abierta y hasta 3 años después de tu última actividad; las facturas, durante 10 años, tal como exige la ley.</p>
<h2>Tus derechos</h2>
<p>Puedes acceder a tus datos, rectificarlos, llevártelos (portabilidad) o suprimirlos, oponerte a su tratamiento y retirar cualquier consentimiento. Escríbenos a <a href="mailto:${f.email}">${f.email}</a> o a ${f.address}. También puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD).</p>`,
    },
    {
      identifier: 'terms-and-conditions',
      title: 'Condiciones generales de venta',
      metaDescription: `Las condiciones generales de venta de ${f.shop}.`,
      content: `<p>Estas condiciones se aplican a todos los pedidos realizados en ${f.shop}, tienda gestionada por ${f.company}, ${f.address}.</p>
<h2>1. Socios</h2>
<p>Las ventas están reservadas a los socios. Hacerse socio es gratuito; debes ser mayor de 18 años y facilitar datos exactos. Eres responsable de mantener tu contraseña en secreto.</p>
<h2>2. Precios y pedidos</h2>
<p>Los precios incluyen el IVA y son válidos mientras dure cada venta, hasta agotar existencias. Tu pedido queda aceptado cuando te lo confirmamos por correo electrónico. Los productos de tu cesta no quedan reservados hasta que los pagas.</p>
<h2>3. Envío</h2>
<p>El envío cuesta ${f.deliveryFee} y es gratuito en pedidos a partir de ${f.freeDeliveryFrom}. Los pedidos salen de nuestro almacén en un plazo de ${f.shipsWithinHours} horas; consulta los plazos de entrega en <a href="/delivery-and-returns">envíos y devoluciones</a>.</p>
<h2>4. Derecho de desistimiento y reembolsos</h2>
<p>Dispones de ${f.moneyBackDays} días desde la entrega para devolver un producto en su estado original y recibir el reembolso, incluidos los gastos de envío estándar.</p>
<h2>5. Garantía</h2>
<p>Todos los productos cuentan con la garantía legal de conformidad y frente a vicios ocultos, así como con la garantía del fabricante cuando este la ofrezca.</p>
<h2>6. Contacto y reclamaciones</h2>
<p>Atención al cliente: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>. Si no llegamos a un acuerdo, puedes acudir a una entidad de resolución alternativa de litigios de consumo o a los tribunales competentes.</p>`,
    },
    {
      identifier: 'delivery-and-returns',
      title: 'Envíos y devoluciones',
      metaDescription: `Gastos de envío, plazos de entrega y devoluciones en ${f.shop}.`,
      content: `<h2>Envíos</h2>
<ul>
<li>El envío cuesta ${f.deliveryFee} y es gratuito en pedidos a partir de ${f.freeDeliveryFrom}.</li>
<li>Los pedidos salen de nuestro almacén en un plazo de ${f.shipsWithinHours} horas desde el cierre de la venta; en cada producto verás sus fechas de entrega estimadas.</li>
<li>En cuanto tu paquete esté en camino, recibirás un enlace de seguimiento por correo electrónico; también lo encontrarás en tu historial de pedidos.</li>
</ul>
<h2>Devoluciones</h2>
<p>¿Has cambiado de opinión? Tienes ${f.moneyBackDays} días desde la entrega para devolver un producto sin usar y en su embalaje original.</p>
<ol>
<li>Abre el pedido en tu cuenta y elige los productos que quieres devolver.</li>
<li>Imprime la etiqueta prepagada que te enviamos y deja el paquete en un punto de recogida.</li>
<li>Te devolvemos el importe en un plazo de 14 días desde que recibimos el paquete, con el mismo método de pago que utilizaste.</li>
</ol>
<p>¿Tienes alguna pregunta? Llámanos al ${f.phone} (${f.hours}) o escríbenos a <a href="mailto:${f.email}">${f.email}</a>.</p>`,
    },
    {
      identifier: 'b-corp',
      title: 'Somos una empresa B Corp',
      metaDescription: `${f.shop} es una empresa con certificación B Corp.`,
      content: `<p>La certificación B Corp se concede a las empresas que cumplen exigentes estándares de desempeño social y medioambiental, transparencia y responsabilidad. ${f.shop} cuenta con la certificación desde 2023.</p>
<h2>Qué significa para ti</h2>
<ul>
<li><strong>Menos desperdicio.</strong> Las ventas privadas dan una segunda oportunidad al stock que las marcas no han vendido, en lugar de destruirlo.</li>
<li><strong>Paquetes más ligeros.</strong> Embalajes reciclados y reciclables, adaptados al tamaño del pedido, y envíos agrupados.</li>
<li><strong>Relaciones justas.</strong> Pagamos a nuestros proveedores en plazo y publicamos nuestras normas de abastecimiento.</li>
</ul>
<h2>Nuestros compromisos para los próximos tres años</h2>
<p>Reducir a la mitad las emisiones de nuestras entregas por pedido, reparar o revender todos los productos devueltos que se puedan aprovechar y destinar el 1 % de nuestra facturación a proyectos de conservación de la montaña.</p>
<p>Descubre más <a href="/about-us">sobre nosotros</a>.</p>`,
    },
  ];
}
