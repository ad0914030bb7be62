
module "sub" {
  source = "./submod"
}


