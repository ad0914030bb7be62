terraform {
  backend "azurerm" {}
}

resource "null_resource" "test" {}
