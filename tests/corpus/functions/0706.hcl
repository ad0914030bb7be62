r = sethaselement([1])
