terraform {
  source = "../../modules/test"
}
