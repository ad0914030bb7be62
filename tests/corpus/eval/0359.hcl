r = sethaselement(toset(tolist(toset(keys({
  a : true
})))), formatdate("YYYY-MM-DD", "2024-02-29T13:04:05Z"))
