terraform {
  source = "../module"
}


inputs = {}
