r = sethaselement(strs, [1, 2, 3])
