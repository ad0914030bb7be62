r = reverse(tolist(strs))
