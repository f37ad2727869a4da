// Runs before the first paint, from <head>: a same-origin script, so the CSP stays `script-src 'self'`.
// 1. The saved theme, so a dark-mode user never sees a white flash. Kept in sync with src/lib/storage.ts
//    (key "theme", values "light" | "dark").
// 2. The language the app will start in, on <html lang>, so the boot shell (index.html shows the text of
//    that language only) and screen readers are right from the start: the one chosen on this device
//    (localStorage "locale"), else navigator.languages matched as matchLocale does
//    (packages/contracts/src/locales.ts: an exact tag, then the same language in another region, else
//    English). src/i18n/boot-init.test.ts checks both agree.
(function () {
  var SUPPORTED = ['en', 'pt-BR'];
  var stored = null;
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
    stored = localStorage.getItem('locale');
  } catch {
    /* storage blocked: light theme, the browser's language */
  }
  function match(preferred) {
    for (var i = 0; i < preferred.length; i++) {
      var tag = String(preferred[i]).toLowerCase();
      var language = tag.split('-')[0];
      for (var j = 0; j < SUPPORTED.length; j++) if (SUPPORTED[j].toLowerCase() === tag) return SUPPORTED[j];
      for (var k = 0; k < SUPPORTED.length; k++)
        if (SUPPORTED[k].split('-')[0].toLowerCase() === language) return SUPPORTED[k];
    }
    return SUPPORTED[0];
  }
  var locale =
    SUPPORTED.indexOf(stored) >= 0
      ? stored
      : match(
          (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]) ||
            [],
        );
  document.documentElement.lang = locale;
})();
