r = !t ? {
  null : nested[0] == {}
} : tomap({ a = "x", b = "y" })
