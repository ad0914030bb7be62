b {
  # hash
  // slash
  /* block */
  a = 1
}
