r = { for x in tolist(formatlist("%s=%s", keys({}))) : x => x... }
