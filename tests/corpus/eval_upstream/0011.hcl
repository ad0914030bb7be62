r = !(fl && bad)
