r = sethaselement(strs, "")
