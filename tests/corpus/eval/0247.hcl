r = reverse(s)
