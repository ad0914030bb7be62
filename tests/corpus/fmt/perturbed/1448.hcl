account    =    "acme"
roles= ["admin"]
