terraform {
  source = "test"
}
