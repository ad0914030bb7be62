dependencies {
  paths = ["../module-a"]
}
