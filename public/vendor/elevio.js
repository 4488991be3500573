/*
 * A stand-in for Elevio's bootloader (cdn.elev.io/sdk/bootloader/v4/elevio-bootloader.js?cid=…),
 * the reference environment having no internet. Like the real one it keeps what was set on
 * window._elev before it loaded (account_id, user, settings, language, on('load') callbacks) and
 * then offers setUser, logoutUser, setSettings({ hideLauncher }), setLanguage and openHome. Its
 * "Help" launcher opens a panel that greets the signed-in member by name. Tests read window._elev.
 */
(function () {
  var before = window._elev || {};
  var texts = {
    en: { help: 'Help', title: 'Help centre', hello: 'Hi {name}, how can we help?', guest: 'Hi there, how can we help?', signed: 'Signed in as {email}', articles: ['Where is my order?', 'Returns and refunds', 'Sizing advice'], close: 'Close help' },
    de: { help: 'Hilfe', title: 'Hilfe-Center', hello: 'Hallo {name}, wie können wir helfen?', guest: 'Hallo, wie können wir helfen?', signed: 'Angemeldet als {email}', articles: ['Wo ist meine Bestellung?', 'Rücksendungen und Erstattungen', 'Größenberatung'], close: 'Hilfe schließen' },
    fr: { help: 'Aide', title: "Centre d'aide", hello: 'Bonjour {name}, comment pouvons-nous vous aider ?', guest: 'Bonjour, comment pouvons-nous vous aider ?', signed: 'Connecté en tant que {email}', articles: ['Où est ma commande ?', 'Retours et remboursements', 'Conseils de taille'], close: "Fermer l'aide" },
  };
  var elev = {
    account_id: before.account_id,
    user: before.user || null,
    settings: before.settings || {},
    language: before.language || 'en',
    loads: (before.loads || 0) + 1,
  };
  var launcher = null;
  var panel = null;
  function text() { return texts[String(elev.language).slice(0, 2)] || texts.en; }
  function styled(tag, style) {
    var node = document.createElement(tag);
    for (var key in style) node.style.setProperty(key, style[key]);
    return node;
  }
  function fill() {
    if (!panel) return;
    var t = text();
    panel.textContent = '';
    panel.setAttribute('aria-label', t.title);
    launcher.textContent = '? ' + t.help;
    launcher.setAttribute('aria-label', t.help);
    var head = styled('div', { display: 'flex', 'justify-content': 'space-between', 'align-items': 'center', padding: '12px 16px', background: '#1570c7', color: '#fff', 'font-weight': '600' });
    var title = document.createElement('h2');
    title.textContent = t.title;
    title.style.setProperty('font-size', '16px');
    title.style.setProperty('margin', '0');
    var close = styled('button', { border: '0', background: 'transparent', color: '#fff', 'font-size': '20px', cursor: 'pointer' });
    close.type = 'button';
    close.textContent = '\u00D7';
    close.setAttribute('aria-label', t.close);
    close.addEventListener('click', function () { open(false); });
    head.append(title, close);
    var body = styled('div', { padding: '12px 16px' });
    var hello = document.createElement('p');
    hello.textContent = elev.user && elev.user.first_name ? t.hello.replace('{name}', elev.user.first_name) : t.guest;
    body.append(hello);
    if (elev.user && elev.user.email) {
      var signed = styled('p', { color: '#555', 'font-size': '12px' });
      signed.textContent = t.signed.replace('{email}', elev.user.email);
      body.append(signed);
    }
    var list = styled('ul', { margin: '0', padding: '0 0 0 18px' });
    for (var i = 0; i < t.articles.length; i++) {
      var item = document.createElement('li');
      item.textContent = t.articles[i];
      list.append(item);
    }
    body.append(list);
    panel.append(head, body);
  }
  function open(state) {
    if (!panel) return;
    panel.hidden = !state;
    launcher.setAttribute('aria-expanded', String(state));
  }
  function draw() {
    launcher = styled('button', {
      position: 'fixed', left: '24px', bottom: 'calc(24px + var(--bottom-inset, 0px))', 'z-index': '20', height: '48px', padding: '0 18px',
      border: '0', 'border-radius': '24px', background: '#1570c7', color: '#fff', font: '600 15px/1 Arial, sans-serif', cursor: 'pointer',
      'box-shadow': '0 4px 12px rgba(0, 0, 0, .25)',
    });
    launcher.type = 'button';
    launcher.id = 'elevio-launcher';
    launcher.setAttribute('aria-controls', 'elevio-panel');
    launcher.setAttribute('aria-expanded', 'false');
    launcher.hidden = Boolean(elev.settings.hideLauncher);
    launcher.addEventListener('click', function () { open(panel.hidden); });
    panel = styled('div', {
      position: 'fixed', left: '24px', bottom: 'calc(84px + var(--bottom-inset, 0px))', 'z-index': '20', width: 'min(340px, calc(100vw - 48px))',
      background: '#fff', color: '#1b1b1b', 'border-radius': '12px', 'box-shadow': '0 8px 28px rgba(0, 0, 0, .25)', font: '14px/1.4 Arial, sans-serif', overflow: 'hidden',
    });
    panel.id = 'elevio-panel';
    panel.setAttribute('role', 'dialog');
    panel.hidden = true;
    fill();
    document.body.append(launcher, panel);
  }
  elev.setUser = function (user) { elev.user = user; fill(); };
  elev.logoutUser = function () { elev.user = null; fill(); };
  elev.setLanguage = function (language) { elev.language = language; fill(); };
  elev.setSettings = function (settings) {
    for (var key in settings) elev.settings[key] = settings[key];
    if (launcher) {
      launcher.hidden = Boolean(elev.settings.hideLauncher);
      if (launcher.hidden) open(false);
    }
  };
  elev.openHome = function () { open(true); };
  elev.on = function (event, callback) { if (event === 'load') callback(elev); };
  window._elev = elev;
  draw();
  var callbacks = (before.q || []);
  for (var i = 0; i < callbacks.length; i++) if (callbacks[i][0] === 'load') callbacks[i][1](elev);
})();
