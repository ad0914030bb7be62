inputs = {
  name = "Module C"
}

terraform {
  source = "../../hello"
}
