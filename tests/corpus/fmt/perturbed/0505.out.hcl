terraform {
  source = "."
}

# Normal unit that is a dependency of with-dep
