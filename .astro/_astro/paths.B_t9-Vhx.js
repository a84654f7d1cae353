function n(e,r="en"){return"/".replace(/\/$/,"")+(r==="en"?"":`/${r}`)+(e.startsWith("/")?e:`/${e}`)}export{n as h};
