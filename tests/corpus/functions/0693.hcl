r = reverse(strs)
