terraform {
  source = "../../modules//dependency"
}
