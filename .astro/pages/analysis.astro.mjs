import { _ as _page } from '../chunks/analysis_P_3fmqlp.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
