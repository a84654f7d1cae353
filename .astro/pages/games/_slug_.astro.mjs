import { _ as _page } from '../../chunks/_slug__B5AdiyXV.mjs';
export { renderers } from '../../renderers.mjs';

const page = () => _page;

export { page };
