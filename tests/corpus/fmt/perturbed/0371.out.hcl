terraform {
  source = "..//bar"
}
