import { w as words } from './words_CnMefpWw.mjs';

function href(path, lang = "en") {
  const base = process.env.BASE_URL.replace(/\/$/, "");
  return base + (lang === "en" ? "" : `/${lang}`) + (path.startsWith("/") ? path : `/${path}`);
}

const offlineWords = words(
  {
    /** The manifest's name: the installed app's name in the launcher and the install dialog. */
    appName: "Bashni: column draughts",
    /** The manifest's short_name, under the icon (at most about 12 characters show). */
    appShortName: "Bashni",
    appDescription: "Rules and lessons, play against the engine, analysis, puzzles and a record checker for Bashni (column draughts), also offline.",
    title: "Offline",
    heading: "You are offline",
    notKept: "This page was not kept on this device, and there is no connection to fetch it. These pages work without a connection:",
    visited: "Game and puzzle pages you have opened before work too.",
    home: "Home",
    learn: "Rules and lessons",
    play: "Play the engine",
    analysis: "Analysis",
    editor: "Board editor",
    check: "Check a record",
    train: "Puzzle trainer",
    /** The prompt shown when a new build has been deployed and is ready. */
    updateReady: "A new version of the site is ready.",
    updateReload: "Reload"
  },
  {
    appName: "Башни: столбовые шашки",
    appShortName: "Башни",
    appDescription: "Правила и уроки, игра с движком, анализ, задачи и проверка записей для башен (столбовых шашек), также без сети.",
    title: "Нет сети",
    heading: "Нет подключения к сети",
    notKept: "Эта страница не сохранена на устройстве, а загрузить её нельзя: нет сети. Без сети работают эти страницы:",
    visited: "Работают и страницы партий и задач, которые вы уже открывали.",
    home: "Главная",
    learn: "Правила и уроки",
    play: "Игра с движком",
    analysis: "Анализ",
    editor: "Редактор доски",
    check: "Проверка записи",
    train: "Тренажёр задач",
    updateReady: "Готова новая версия сайта.",
    updateReload: "Обновить"
  }
);

const APP_THEME = "#8b5a3c";
function appManifest(lang) {
  const w = offlineWords[lang];
  const icon = (size) => ({ src: href(`/icons/icon-${size}.png`), sizes: `${size}x${size}`, type: "image/png", purpose: "any maskable" });
  return JSON.stringify(
    {
      id: href("/", lang),
      name: w.appName,
      short_name: w.appShortName,
      description: w.appDescription,
      lang,
      dir: "ltr",
      start_url: href("/", lang),
      scope: href("/"),
      display: "standalone",
      background_color: "#f4eee2",
      theme_color: APP_THEME,
      icons: [icon(192), icon(512)]
    },
    null,
    2
  );
}
function manifestResponse(lang) {
  return new Response(appManifest(lang), { headers: { "Content-Type": "application/manifest+json" } });
}

export { APP_THEME as A, href as h, manifestResponse as m, offlineWords as o };
