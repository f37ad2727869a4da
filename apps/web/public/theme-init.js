// Applies the saved theme before the first paint so a dark-mode user never sees a white flash.
// Kept in sync with src/lib/storage.ts (key "theme", values "light" | "dark").
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  /* storage blocked: light theme */
}
