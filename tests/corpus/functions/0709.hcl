r = sethaselement([], null)
