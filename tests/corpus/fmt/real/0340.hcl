inputs = {
  name = "Module A"
}

terraform {
  source = "../../hello"
}
