dependencies {
  paths = ["../a-dependent"]
}

terraform {
  source = "."
}
