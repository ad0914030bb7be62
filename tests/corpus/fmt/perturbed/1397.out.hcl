account = "acme"
region  = "us-east-1"

idps  = ["okta"]
roles = ["admin"]
