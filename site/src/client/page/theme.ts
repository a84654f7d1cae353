// The header's colour-scheme toggle: dark or light, remembered in localStorage; its words say
// what it will do (Switch to dark / Switch to light). The choice is put
// on <html data-theme> before the first paint by an inline script in Base.astro; without one, the
// system's prefers-color-scheme decides (site.css).
// The one key written here without browser-store.ts (STORE_KEYS.theme, read raw by Base.astro's
// inline script): every page loads this script, and the helper's writing half was 490 bytes
// gzipped more on each, past the analysis page's 60 KB budget (docs/site.md).
const KEY = 'bashni:theme';

function isDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen === 'dark';
  return matchMedia('(prefers-color-scheme: dark)').matches;
}

function wire(button: HTMLButtonElement): void {
  // the button says what a press will do: "Switch to light" in the dark scheme, "Switch to dark" in the light one
  const show = () => {
    const label = button.getAttribute(isDark() ? 'data-to-light' : 'data-to-dark');
    if (label && button.textContent !== label) button.textContent = label;
  };
  show();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', show);
  button.addEventListener('click', () => {
    const next = isDark() ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(KEY, next);
    } catch {
      /* storage refused (private mode): the choice lasts for this page */
    }
    show();
  });
}

for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-theme-toggle]')) wire(b);

// the move sounds' toggle beside it: its code loads on the first press (board/move-sound.ts)
for (const b of document.querySelectorAll('button[data-sound-toggle]')) b.addEventListener('click', () => void import('../board/move-sound.ts').then((m) => m.toggleSounds()));
