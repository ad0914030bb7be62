remote_state {
  backend = "local"
  config = {
    path = "${path_relative_to_include()}/terraform.tfstate"
  }
}


terraform {

  source = "../modules/dummy-module"
}
