r = true ? t : fl || !(fl)
