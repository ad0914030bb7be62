r = compact([[]])
