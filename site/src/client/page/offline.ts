// Every page registers the site's service worker (scripts/service-worker.ts) once it has loaded,
// so the worker's first download of the offline shell never competes with the page's own. A new
// build's worker, once installed and waiting, is offered by a prompt loaded only then
// (offline-update.ts): the page's first-load script carries just these lines.
const sw = navigator.serviceWorker as ServiceWorkerContainer | undefined;
const script = document.body.dataset.sw;

function register(): void {
  if (!sw || !script) return;
  sw.register(script).then(
    (reg?: ServiceWorkerRegistration) => {
      // (none where registration is stubbed out, as in the browser tests of the other pages)
      if (!reg) return;
      // a new worker waiting while an older one serves this page (the first worker takes the page itself)
      const offer = () => {
        if (reg.waiting && sw.controller) void import('./offline-update.ts').then((m) => m.offerUpdate(reg));
      };
      const watch = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', offer);
      offer();
      // one installing already (the navigation checked for a new build before this ran), or later
      watch(reg.installing);
      reg.addEventListener('updatefound', () => watch(reg.installing));
    },
    // no worker (a browser that refuses one, a private window): the site works online as before
    () => undefined,
  );
}

// (in `astro dev` there is no sw.js: the registration fails, unsaid)
if (document.readyState === 'complete') register();
else addEventListener('load', register, { once: true });
