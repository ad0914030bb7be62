dependencies {
  paths = ["../module-h"]
}
