shared_tfvars = "value"
