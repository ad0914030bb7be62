r = sethaselement(toset(formatlist("%s!", regexall("[a-z]", u))), obj.name)
