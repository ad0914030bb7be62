dependencies {
  paths = ["../not-a-real-dependency"]
}
