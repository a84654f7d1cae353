import { _ as _page } from '../chunks/analysis_dDghIHVS.mjs';
export { renderers } from '../renderers.mjs';

const page = () => _page;

export { page };
