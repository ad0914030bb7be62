r = strlen(jsondecode(jsonencode(obj)))
