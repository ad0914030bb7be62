terraform {
  backend "local" {
    path = "bar.tfstate"
  }
}
