region        = "eu-west-1"
instance_type = "t3.medium"
tags = {
  team = "platform"
  cost = "shared"
}
ami_users = ["111111111111", "222222222222"]
