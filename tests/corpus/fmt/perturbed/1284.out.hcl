terraform {
  source = "."
}