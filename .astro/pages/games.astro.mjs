import { _ as _page } from '../chunks/index_B4omRdWp.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
