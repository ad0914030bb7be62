r = sethaselement([1], null)
