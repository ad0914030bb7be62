terraform {
  source = "test"
}

dependencies {
  paths = ["../module-f"]
}

