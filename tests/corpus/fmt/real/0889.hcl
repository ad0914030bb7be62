terraform {
  source = "temp"
}

dependencies {
  paths = ["../json-module-a"]
}
