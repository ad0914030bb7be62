a = 1
blk = {
  "//" = "inner"
  b    = 2
}
