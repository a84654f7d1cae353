import { _ as _page } from '../chunks/editor_jVjLDmMf.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
