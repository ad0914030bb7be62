terraform {
  source = "."
}

