r = strrev()
