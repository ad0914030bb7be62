locals {
  marked = mark_as_read("")
}

terraform {
  source = "."
}
