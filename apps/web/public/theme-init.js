// Runs before the first paint, from <head>: a same-origin script, so the CSP stays `script-src 'self'`.
// 1. The saved theme, so a dark-mode user never sees a white flash. Kept in sync with src/lib/storage.ts
//    (key "theme", values "light" | "dark").
// 2. The language the app will start in, on <html lang>, so the boot shell (index.html shows the text of
//    that language only) and screen readers are right from the start: the one chosen on this device
//    (localStorage "locale"), else navigator.languages matched as matchLocale does
//    (packages/contracts/src/locales.ts: an exact tag, then the same language in another region, else
//    English). src/i18n/boot-init.test.ts checks both agree.
// 3. On /dashboard, signed in: the greeting the dashboard showed last time in this language (its
//    dashboardGreetingStore in src/lib/storage.ts), written into the boot shell's heading as the parser
//    inserts it, so the page's largest text is painted with the page instead of when the app has run.
(function () {
  var SUPPORTED = ['en', 'pt-BR'];
  var stored = null;
  var greeting = null;
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
    stored = localStorage.getItem('locale');
    // Read on the dashboard only: every other page starts without parsing it.
    if (/^\/dashboard\/?$/.test(location.pathname) && localStorage.getItem('token'))
      greeting = JSON.parse(localStorage.getItem('dashboardGreeting'));
  } catch {
    /* storage blocked or a greeting that is not JSON: light theme, the browser's language, no greeting */
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
  if (greeting && greeting.lang === locale && typeof greeting.text === 'string') showGreeting(greeting.text);

  // Mutation records of the parser's insertions are handled before the browser next renders, so the
  // heading never paints empty. The observer stops at the heading, or at the first change after the page
  // is parsed (the app's own, should the heading be missing).
  function showGreeting(text) {
    var observer = new MutationObserver(function () {
      var heading = document.getElementById('boot-greeting');
      if (heading) {
        heading.textContent = text;
        heading.hidden = false;
      }
      if (heading || document.readyState !== 'loading') observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }
})();
