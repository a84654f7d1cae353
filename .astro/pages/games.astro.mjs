import { _ as _page } from '../chunks/index_DNfGilHL.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
