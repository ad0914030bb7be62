r = contains([{ a = 1 }, { a = 2 }][*].a, "%{if t}on%{endif}")
