resource = {
  aws_instance = {
    web = {
      ami   = "ami-1"
      count = 2
    }
  }
}
variable = {
  x = {}
  y = {
    default = 1
  }
}
locals = {
  a = 1
}
rule = [
  {
    n = 1
  },
  {
    n = 2
  },
]
