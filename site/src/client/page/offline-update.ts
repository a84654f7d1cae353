// The offer of a new version (a script offline.ts adds once the service worker is registered): when a
// new build's worker has installed and waits while an older one serves this page, a bar in the
// page's language (the words Base.astro puts on <body>). Its button asks the waiting worker to
// take over, and the page reloads under it, as the new build; until then the page goes on as it
// was (a game in progress is never cut by an update).

/** Offers `reg`'s waiting worker, now or once one has installed. */
function watchUpdates(reg: ServiceWorkerRegistration): void {
  const sw = navigator.serviceWorker;
  // (the first worker takes the page itself: nothing to offer while none served it)
  const offer = () => {
    if (reg.waiting && sw.controller) offerUpdate(reg);
  };
  const watch = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', offer);
  offer();
  // one installing already (the navigation checked for a new build before this ran), or later
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
}

/** Shows the offer once for `reg`'s waiting worker. */
function offerUpdate(reg: ServiceWorkerRegistration): void {
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

void navigator.serviceWorker.getRegistration().then((reg) => reg && watchUpdates(reg));
