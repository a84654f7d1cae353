// The header's section row: on a phone it scrolls sideways (site.css), and the current section may
// stand past its right edge. Bring it into view at load, by scrolling the row itself (not the
// page), to the start of a whole section: the row scrolled just far enough cut the first section
// shown ("ерить запись" at 375 px, issue 44 point 8). The row's end gets room enough for that.
const nav = document.querySelector<HTMLElement>('.site-header nav');
const list = nav?.querySelector<HTMLElement>('ul');
const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
if (nav && list && current && nav.scrollWidth > nav.clientWidth) {
  const left = (el: HTMLElement) => el.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
  const right = left(current) + current.offsetWidth;
  if (right > nav.clientWidth) {
    // the first section from which the current one ends inside the row
    const first = [...list.querySelectorAll<HTMLElement>('li')].find((li) => right - left(li) <= nav.clientWidth - 16);
    if (first) {
      // a little of the gap before it shows, never a part of the section before
      const to = Math.max(0, left(first) - 8);
      const room = to - (nav.scrollWidth - nav.clientWidth);
      if (room > 0) list.style.paddingRight = `${Math.ceil(room)}px`;
      nav.scrollLeft = to;
    }
  }
}
