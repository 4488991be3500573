/*
 * A stand-in for Amazon Pay's checkout.js (the reference environment has no internet). Like the
 * real script it defines window.amazon.Pay.renderButton(target, options) and draws the gold
 * "Amazon Pay" button into the target; a click says what the real one would do (no payment is
 * taken here). Tests read window.amazon.Pay.rendered for the options each button got.
 */
(function () {
  var rendered = [];
  function el(tag, style, text) {
    var node = document.createElement(tag);
    for (var key in style) node.style.setProperty(key, style[key]);
    if (text) node.textContent = text;
    return node;
  }
  function renderButton(target, options) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('Amazon Pay: no element ' + target);
    options = options || {};
    rendered.push(options);
    host.textContent = '';
    var button = el('button', {
      display: 'flex', 'align-items': 'center', 'justify-content': 'center', gap: '6px', width: '100%', 'min-height': '44px',
      border: '1px solid #a88734', 'border-radius': '4px', background: 'linear-gradient(#f7dfa5, #f0c14b)', color: '#111',
      font: '600 15px/1 Arial, sans-serif', cursor: 'pointer',
    });
    button.type = 'button';
    button.setAttribute('data-amazon-pay-button', options.placement || 'Cart');
    button.append(el('span', { 'font-weight': '700' }, 'amazon'), el('span', { 'font-weight': '400' }, 'pay'));
    button.setAttribute('aria-label', 'Amazon Pay');
    var note = el('p', { margin: '6px 0 0', font: '12px/1.4 Arial, sans-serif', color: '#555' });
    note.setAttribute('role', 'status');
    button.addEventListener('click', function () {
      note.textContent = 'Amazon Pay sandbox (' + (options.merchantId || 'no merchant') + '): the real button signs in at Amazon. No payment is taken in this demo.';
    });
    host.append(button, note);
    return { onClick: function () {} };
  }
  window.amazon = window.amazon || {};
  window.amazon.Pay = { renderButton: renderButton, rendered: rendered, loads: ((window.amazon.Pay || {}).loads || 0) + 1 };
})();
