svc "a $${b} %%{c}" {
  x = 1
}
