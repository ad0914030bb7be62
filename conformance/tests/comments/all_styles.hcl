# hash
// slash
/* multi
   line */
a = 1 # trailing
b = /* inline */ 2
