dependencies {
  paths = ["../module-a", "../module-b/module-b-child", "../module-c"]
}
