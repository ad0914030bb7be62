terraform {
  source = "."
}

# Normal unit without any exclude block
