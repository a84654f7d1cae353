import { _ as _page } from '../../chunks/_slug__CK3E3W6i.mjs';
export { renderers } from '../../renderers.mjs';

const page = () => _page;

export { page };
