r = toset("")
