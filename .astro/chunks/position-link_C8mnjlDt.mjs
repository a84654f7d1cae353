function makePositionLink(page, link) {
  const parts = [];
  if (link.fen) parts.push(`fen=${encodeURIComponent(link.fen)}`);
  parts.push(`variant=${encodeURIComponent(link.variant)}`);
  if (link.moves?.length) parts.push(`moves=${encodeURIComponent(link.moves.join(" "))}`);
  return `${page.replace(/#.*$/, "")}#${parts.join("&")}`;
}

export { makePositionLink as m };
