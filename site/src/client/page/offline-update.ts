// The offer of a new version (offline.ts loads this when a new build's service worker waits): a
// bar in the page's language, the words Base.astro puts on <body>. Its button asks the waiting
// worker to take over, and the page reloads under it, as the new build; until then the page goes
// on as it was (a game in progress is never cut by an update).

/** Shows the offer once for `reg`'s waiting worker. */
export function offerUpdate(reg: ServiceWorkerRegistration): void {
  const { updateReady, updateReload } = document.body.dataset;
  if (!updateReady || !updateReload || document.querySelector('[data-update-offer]')) return;
  const bar = document.createElement('div');
  bar.className = 'update-offer';
  bar.dataset.updateOffer = '';
  bar.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = updateReady;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = updateReload;
  button.addEventListener('click', () => {
    button.disabled = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    // workbox's worker takes over on this message (generateSW with skipWaiting off)
    reg.waiting?.postMessage({ type: 'SKIP_WAITING' });
  });
  bar.append(text, button);
  document.body.append(bar);
}
