terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
  }

  backend "s3" {
    bucket = "b"
  }
}

provider "aws" {
  region = "us-east-1"
}

provider "aws" {
  alias  = "west"
  region = "us-west-2"
}

variable "env" {
  type = string

  validation {
    condition     = length(var.env) > 0
    error_message = "empty"
  }
}

locals {
  common = {
    Owner = "me"
  }
}

resource "aws_vpc" "main" {
  cidr_block = "10.0.0.0/16"
  tags = {
    Name = "main"
  }
  ingress = [
    {
      from_port = 80
    },
  ]

  lifecycle {
    prevent_destroy = true

    precondition {
      condition     = true
      error_message = "x"
    }
  }

  dynamic "route" {
    for_each = var.routes

    content {
      cidr = route.value
    }
  }
}

module "m" {
  source = "./m"
  providers = {
    aws = aws.west
  }
}

output "id" {
  value = aws_vpc.main.id
}
