/*
 * A stand-in for Dixa's messenger bootstrap (messenger.dixa.io/bootstrap.js), the reference
 * environment having no internet. Like the real one it takes over window._dixa_: calls queued
 * with _dixa_.invoke before it loaded run now, 'init' ({ messengerToken, language }) draws the
 * chat launcher, 'setWidgetVisibility' ({ launcher }) shows or hides it, 'setWidgetOpen' opens
 * the chat window. Tests read window._dixa_.calls.
 */
(function () {
  var queued = (window._dixa_ && window._dixa_.q) || [];
  var calls = [];
  var launcher = null;
  var panel = null;
  var texts = {
    en: { open: 'Chat with us', title: 'Summit customer service', hello: 'Hi! How can we help you today?', label: 'Your message', send: 'Send', sent: 'Thanks, an agent will answer here shortly.', close: 'Close chat' },
    de: { open: 'Chatten Sie mit uns', title: 'Summit Kundenservice', hello: 'Hallo! Wie können wir helfen?', label: 'Ihre Nachricht', send: 'Senden', sent: 'Danke, gleich antwortet Ihnen jemand hier.', close: 'Chat schließen' },
    fr: { open: 'Discutez avec nous', title: 'Service client Summit', hello: 'Bonjour ! Comment pouvons-nous vous aider ?', label: 'Votre message', send: 'Envoyer', sent: 'Merci, un conseiller vous répond ici dans un instant.', close: 'Fermer le chat' },
  };
  var text = texts.en;
  function styled(tag, style) {
    var node = document.createElement(tag);
    for (var key in style) node.style.setProperty(key, style[key]);
    return node;
  }
  function openWindow(open) {
    if (!panel) return;
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
  }
  function init(options) {
    if (launcher) return;
    text = texts[String((options && options.language) || 'en').slice(0, 2)] || texts.en;
    launcher = styled('button', {
      position: 'fixed', right: '88px', bottom: 'calc(24px + var(--bottom-inset, 0px))', 'z-index': '20', height: '48px', padding: '0 18px',
      border: '0', 'border-radius': '24px', background: '#5644d8', color: '#fff', font: '600 15px/1 Arial, sans-serif', cursor: 'pointer',
      'box-shadow': '0 4px 12px rgba(0, 0, 0, .25)',
    });
    launcher.type = 'button';
    launcher.id = 'dixa-launcher';
    launcher.textContent = text.open;
    launcher.setAttribute('aria-label', text.open);
    launcher.setAttribute('aria-controls', 'dixa-messenger');
    launcher.setAttribute('aria-expanded', 'false');
    panel = styled('div', {
      position: 'fixed', right: '24px', bottom: 'calc(84px + var(--bottom-inset, 0px))', 'z-index': '20', width: 'min(340px, calc(100vw - 48px))',
      background: '#fff', color: '#1b1b1b', 'border-radius': '12px', 'box-shadow': '0 8px 28px rgba(0, 0, 0, .25)', font: '14px/1.4 Arial, sans-serif', overflow: 'hidden',
    });
    panel.id = 'dixa-messenger';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', text.title);
    panel.hidden = true;
    var head = styled('div', { display: 'flex', 'justify-content': 'space-between', 'align-items': 'center', padding: '12px 16px', background: '#5644d8', color: '#fff', 'font-weight': '600' });
    var title = document.createElement('span');
    title.textContent = text.title;
    var close = styled('button', { border: '0', background: 'transparent', color: '#fff', 'font-size': '20px', cursor: 'pointer' });
    close.type = 'button';
    close.textContent = '\u00D7';
    close.setAttribute('aria-label', text.close);
    close.addEventListener('click', function () { openWindow(false); });
    head.append(title, close);
    var log = styled('div', { padding: '12px 16px', 'min-height': '80px' });
    log.setAttribute('role', 'log');
    var hello = document.createElement('p');
    hello.textContent = text.hello;
    log.append(hello);
    var form = styled('form', { display: 'flex', gap: '8px', padding: '12px 16px', 'border-top': '1px solid #e5e5e5' });
    var input = styled('input', { flex: '1', padding: '8px', border: '1px solid #999', 'border-radius': '6px' });
    input.setAttribute('aria-label', text.label);
    var send = styled('button', { border: '0', 'border-radius': '6px', background: '#5644d8', color: '#fff', padding: '8px 12px', cursor: 'pointer' });
    send.type = 'submit';
    send.textContent = text.send;
    form.append(input, send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!input.value.trim()) return;
      var mine = styled('p', { 'text-align': 'right', color: '#5644d8' });
      mine.textContent = input.value;
      var answer = document.createElement('p');
      answer.textContent = text.sent;
      log.append(mine, answer);
      input.value = '';
    });
    panel.append(head, log, form);
    launcher.addEventListener('click', function () { openWindow(panel.hidden); });
    document.body.append(launcher, panel);
  }
  function invoke(name, payload) {
    calls.push([name, payload]);
    if (name === 'init') init(payload);
    else if (name === 'setWidgetVisibility' && launcher) {
      var visible = !payload || payload.launcher !== false;
      launcher.hidden = !visible;
      if (!visible) openWindow(false);
    } else if (name === 'setWidgetOpen') openWindow(Boolean(payload));
  }
  window._dixa_ = { invoke: invoke, calls: calls, loads: ((window._dixa_ || {}).loads || 0) + 1 };
  for (var i = 0; i < queued.length; i++) invoke(queued[i][0], queued[i][1]);
})();
