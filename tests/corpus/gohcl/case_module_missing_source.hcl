module "vpc" {
  name = "x"
}
