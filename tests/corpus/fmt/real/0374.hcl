terraform {
  source = "..//foo"
}
