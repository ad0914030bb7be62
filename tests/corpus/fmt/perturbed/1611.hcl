shared_tfvars    = "value"
