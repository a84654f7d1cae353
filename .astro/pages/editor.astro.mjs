import { _ as _page } from '../chunks/editor_JBWP0E0G.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
