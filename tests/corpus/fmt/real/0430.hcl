inputs = {
  name = "Module AWS A"
}

terraform {
  source = "../../../..//hello-world-no-remote"
}
