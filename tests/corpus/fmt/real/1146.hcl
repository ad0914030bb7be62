inputs = {
  qwe = "123"
}