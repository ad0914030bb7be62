terraform {
  source = "."
}
