/* comment */
a = /* inline */ 1
