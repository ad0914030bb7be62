r = fl && !s ? merge() : jsondecode(jsonencode(obj))
