terraform {
  source = "../module"
}

inputs = {}
