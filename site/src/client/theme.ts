// The header's colour-scheme toggle: dark or light, remembered in localStorage; its words say
// what it will do (Switch to dark / Switch to light). The choice is put
// on <html data-theme> before the first paint by an inline script in Base.astro; without one, the
// system's prefers-color-scheme decides (site.css).
import { STORE_KEYS, writeKept } from './store-write.ts';

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
    // storage refused (private mode): the choice lasts for this page (browser-store.ts says so)
    writeKept(STORE_KEYS.theme, next);
    show();
  });
}

for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-theme-toggle]')) wire(b);
