const s="bashni:analysis:review:v1";export{s as R};
