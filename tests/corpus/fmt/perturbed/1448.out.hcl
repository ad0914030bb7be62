account = "acme"
roles   = ["admin"]
