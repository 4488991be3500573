/*
 * A stand-in for the PayPal JavaScript SDK with the messages component (sdk/js?client-id=…&
 * components=messages), the reference environment having no internet. Like the real one it
 * reads currency and locale from its query and offers paypal.Messages({ amount, placement })
 * .render(target), which writes the pay-later message for the amount: "Pay in 3 interest-free
 * payments" between 30 and 2,000, a general pay-later line otherwise.
 */
(function () {
  var src = (document.currentScript && document.currentScript.src) || '';
  var query = new URL(src, location.href).searchParams;
  var currency = query.get('currency') || 'GBP';
  var locale = (query.get('locale') || 'en_GB').replace('_', '-');
  var texts = {
    en: { three: 'Pay in 3 interest-free payments of {amount} with PayPal.', later: 'Buy now, pay later with PayPal.', more: 'Learn more' },
    de: { three: 'Bezahlen Sie in 3 zinsfreien Raten von {amount} mit PayPal.', later: 'Jetzt kaufen, später bezahlen mit PayPal.', more: 'Mehr erfahren' },
    fr: { three: 'Payez en 3 fois sans frais de {amount} avec PayPal.', later: 'Achetez maintenant, payez plus tard avec PayPal.', more: 'En savoir plus' },
  };
  var text = texts[locale.slice(0, 2)] || texts.en;
  var rendered = [];
  function Messages(options) {
    options = options || {};
    return {
      render: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) return Promise.reject(new Error('PayPal: no element ' + target));
        rendered.push(options);
        var amount = Number(options.amount);
        var line = amount >= 30 && amount <= 2000
          ? text.three.replace('{amount}', new Intl.NumberFormat(locale, { style: 'currency', currency: currency }).format(Math.round((amount / 3) * 100) / 100))
          : text.later;
        host.textContent = '';
        var message = document.createElement('p');
        message.setAttribute('data-pp-message', options.placement || 'product');
        message.style.setProperty('margin', '8px 0');
        message.style.setProperty('font', '14px/1.4 Arial, sans-serif');
        message.style.setProperty('color', '#2c2e2f');
        var logo = document.createElement('strong');
        logo.textContent = 'PayPal ';
        logo.style.setProperty('color', '#003087');
        var more = document.createElement('a');
        more.href = 'https://www.paypal.com/uk/digital-wallet/ways-to-pay/buy-now-pay-later';
        more.target = '_blank';
        more.rel = 'noopener';
        more.textContent = text.more;
        more.style.setProperty('color', '#0070ba');
        message.append(logo, line + ' ', more);
        host.append(message);
        return Promise.resolve();
      },
    };
  }
  window.paypal = window.paypal || {};
  window.paypal.Messages = Messages;
  window.paypal.Messages.rendered = rendered;
})();
