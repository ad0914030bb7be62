inputs = {
  name = "Module E"
}

terraform {
  source = "../../hello"
}
