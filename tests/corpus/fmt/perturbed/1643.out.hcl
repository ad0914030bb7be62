input_from_varfile = "from var file"
