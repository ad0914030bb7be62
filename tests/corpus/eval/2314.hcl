r = "a\n ${~ s}"
