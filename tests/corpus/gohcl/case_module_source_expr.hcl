module "vpc" {
  source = local.src
}
