# Unit: vpc
