terraform {
  source = "temp"
}

dependencies {
  paths = ["../module-i"]
}
