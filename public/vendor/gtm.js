/*
 * A stand-in for the Google Tag Manager container (the reference environment has no internet).
 * Like the real gtm.js it reads its container id from ?id=, registers itself under
 * window.google_tag_manager and pushes gtm.load into window.dataLayer.
 */
(function () {
  var src = (document.currentScript && document.currentScript.src) || '';
  var id = new URL(src, location.href).searchParams.get('id') || 'GTM-UNKNOWN';
  var layer = (window.dataLayer = window.dataLayer || []);
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[id] = { dataLayer: { name: 'dataLayer' }, loads: ((window.google_tag_manager[id] || {}).loads || 0) + 1 };
  layer.push({ event: 'gtm.load', 'gtm.containerId': id });
})();
