r = sethaselement(null, [])
