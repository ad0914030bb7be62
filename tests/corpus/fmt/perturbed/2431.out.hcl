r = sethaselement([1, 2], 3)
