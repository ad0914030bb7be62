r = sethaselement(null, 1)
