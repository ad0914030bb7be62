res "a\tb" "\u00e9" {
  v = 1
}
