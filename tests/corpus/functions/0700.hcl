r = sethaselement(toset([1, 2]), 1)
