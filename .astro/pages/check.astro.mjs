import { _ as _page } from '../chunks/check_CsqQqtfL.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
