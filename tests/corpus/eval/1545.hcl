r = split("-", trimprefix(jsondecode("{"), "he"))
