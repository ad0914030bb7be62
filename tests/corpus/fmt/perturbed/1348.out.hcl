unit "app1" {
  source                  = "../units/app1"
  path                    = "app1"
  no_dot_terragrunt_stack = true
}
