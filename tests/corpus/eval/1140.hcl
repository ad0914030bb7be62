r = tolist(toset(t || false ? flatten([[], []]) : tolist(toset(words))))
