r = compact(tolist(formatlist("%s!", tolist([]))))
