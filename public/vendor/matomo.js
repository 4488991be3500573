/*
 * A stand-in for Matomo's matomo.js (the reference environment has no internet). Like the real
 * script it takes over window._paq: commands queued before it loaded and pushed after it are
 * kept in window.Matomo.commands, so that tests can read what was tracked.
 */
(function () {
  var queued = window._paq || [];
  var commands = [];
  window.Matomo = { loads: ((window.Matomo || {}).loads || 0) + 1, commands: commands };
  window._paq = { push: function (command) { commands.push(command); return commands.length; } };
  for (var i = 0; i < queued.length; i++) window._paq.push(queued[i]);
})();
