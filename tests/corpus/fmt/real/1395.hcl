# Unit: subnets
