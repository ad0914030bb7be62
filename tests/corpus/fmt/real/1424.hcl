region = "us-east-1"
