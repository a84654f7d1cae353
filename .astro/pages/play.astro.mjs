import { _ as _page } from '../chunks/play_CVhoWMfO.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
