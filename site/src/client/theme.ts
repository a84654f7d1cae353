// The header's colour-scheme toggle: dark or light, remembered in localStorage. The choice is put
// on <html data-theme> before the first paint by an inline script in Base.astro; without one, the
// system's prefers-color-scheme decides (site.css).
const KEY = 'bashni:theme';

function isDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen === 'dark';
  return matchMedia('(prefers-color-scheme: dark)').matches;
}

function wire(button: HTMLButtonElement): void {
  const show = () => button.setAttribute('aria-pressed', String(isDark()));
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
