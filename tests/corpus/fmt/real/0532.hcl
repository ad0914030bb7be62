dependencies {
  paths = [
    "../module-a",
  ]
}
