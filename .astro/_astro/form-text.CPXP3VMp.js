function r(e,n,o=""){const t=e.get(n);return typeof t=="string"?t:o}export{r as f};
