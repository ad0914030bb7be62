r = sethaselement(tolist(strs), {})
