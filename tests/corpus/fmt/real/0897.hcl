dependencies {
  paths = ["../module-h"]
}

terraform {
  source = "fire"
}
