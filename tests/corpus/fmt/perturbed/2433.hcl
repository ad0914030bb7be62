r  = sethaselement([], null)
