dependencies {
  paths = ["../dependency1"]
}

include "include" {
  path = "./include.hcl"
}
