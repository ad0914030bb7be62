terraform {
  required_providers {
    aws = {
      source  = "example.com/hashicorp/aws"
      version = "5.58.0"
    }
  }
}
