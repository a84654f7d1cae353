// @__NO_SIDE_EFFECTS__
function words(en, ru) {
  return { en, ru };
}
const RU_PLURAL = new Intl.PluralRules("ru");
function ruCount(n, one, few, many) {
  const form = RU_PLURAL.select(n);
  return `${n} ${form === "one" ? one : form === "few" ? few : many}`;
}
function enCount(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

export { enCount as e, ruCount as r, words as w };
