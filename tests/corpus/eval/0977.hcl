r = tolist(toset(fl ? [] : null))
