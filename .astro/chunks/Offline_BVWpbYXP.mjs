import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { o as offlineWords, h as href } from './app-manifest_B8iSZuP3.mjs';

const $$Astro = createAstro();
const $$Offline = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Offline;
  const { lang } = Astro2.props;
  const w = offlineWords[lang];
  const kept = [
    { label: w.home, url: href("/", lang) },
    { label: w.learn, url: href("/learn/", lang) },
    { label: w.play, url: href("/play/", lang) },
    { label: w.analysis, url: href("/analysis/", lang) },
    { label: w.editor, url: href("/editor/", lang) },
    { label: w.check, url: href("/check/", lang) },
    { label: w.train, url: href("/train/", lang) }
  ];
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.title, "path": "/" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1 data-offline-heading>${w.heading}</h1> <p>${w.notKept}</p> <ul class="site-sections" data-offline-pages> ${kept.map((k) => renderTemplate`<li><a${addAttribute(k.url, "href")}>${k.label}</a></li>`)} </ul> <p class="muted">${w.visited}</p> ` })}`;
}, "/work/wt/board/site/src/views/Offline.astro", void 0);

export { $$Offline as $ };
