terraform {
  source = "../module"
}

inputs = {
  seed = "world"
}
