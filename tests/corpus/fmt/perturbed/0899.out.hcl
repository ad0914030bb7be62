terraform {
  source = "."
}
inputs = {
  var1 = null
  var2 = "variable 2"
}
