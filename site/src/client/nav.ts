// The header's section row: on a phone it scrolls sideways (site.css), and the current section may
// stand past its right edge. Bring it into view at load, by scrolling the row itself (not the page).
const nav = document.querySelector<HTMLElement>('.site-header nav');
const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
if (nav && current && nav.scrollWidth > nav.clientWidth) {
  const right = current.offsetLeft - nav.offsetLeft + current.offsetWidth;
  if (right > nav.clientWidth) nav.scrollLeft = right - nav.clientWidth + 16;
}
