inputs = {
  name = "Module GCE C"

}

terraform {
  source = "../../../..//hello-world-no-remote"
}
