input_terraformtfvars = "hello world from terraform.tfvars"
