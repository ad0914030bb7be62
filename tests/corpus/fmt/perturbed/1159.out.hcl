terraform {
  source = "."
}



exclude {
  if      = true
  actions = ["all"]
}
