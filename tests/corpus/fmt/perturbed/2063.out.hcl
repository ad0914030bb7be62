r = distinct([for i, x in formatlist("%s!", tolist(toset(keys(smap)))) : "${x}!" if x != "b"])
