r = {
  k0 : null
  (s) = element(split("", "$${lit} %%{lit}"), n)
  b : null
}
