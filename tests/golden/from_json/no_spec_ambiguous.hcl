terraform = {
  required_providers = {
    aws = {
      source = "hashicorp/aws"
    }
  }
}
resource = {
  t = {
    n = {
      tags = {
        Name = "x"
      }
      ami = "a"
    }
  }
}
