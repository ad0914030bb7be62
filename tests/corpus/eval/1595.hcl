r = formatlist("%s!", tolist(toset([])), strs)
