terraform {
  source = "../../modules/foo"
}
