r = timeadd("", u)
