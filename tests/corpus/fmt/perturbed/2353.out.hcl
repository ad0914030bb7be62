r = jsondecode("[1, \"a\", null, true]")
