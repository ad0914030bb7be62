r = {
  "k-0" = strs[1],
  k1 : "plain" != "a",
  null = t && t
}
