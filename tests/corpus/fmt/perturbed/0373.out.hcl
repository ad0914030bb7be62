terraform {
  source = "../shared"
}

inputs = {

  content = "Hello from bar, Terragrunt!"
}
