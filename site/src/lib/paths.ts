// Links honour the configured base path (SITE_BASE), so the site also works under a sub-path.
export function href(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return base + (path.startsWith('/') ? path : `/${path}`);
}
